import type { TChatPayload } from '../../../../contract/chat.ts'
import type { TCostSheetLog } from '../../../../contract/cost-sheet.ts'
import {
  unitPlanLabel,
  type TAttachment,
  type TAttachmentGroups,
} from '../../../../contract/project-content.ts'

/** Spec 001 section 3: the chat's attachment groups, in this order. */
export const CHAT_ATTACHMENT_GROUPS = [
  'UNIT_PLANS',
  'DOCUMENT',
  'BROCHURE',
  'CREATIVES',
  'MASTER_PLANS',
  'SITE_FEEDBACK',
  'TEMPLATES',
  'COST_SHEETS',
] as const
export type TChatAttachmentGroup = (typeof CHAT_ATTACHMENT_GROUPS)[number]

/** One thing the picker offers: a file of the project's content, or a cost sheet shown. */
export type TPickerItem =
  | {
      kind: 'content'
      id: string
      label: string
      extension: string
      thumbnail: string | null
      attachment: TAttachment
    }
  | {
      kind: 'costSheet'
      id: string
      label: string
      extension: 'pdf'
      thumbnail: null
      log: TCostSheetLog
    }

export interface TPickerGroup {
  type: TChatAttachmentGroup
  items: TPickerItem[]
}

/** A cost sheet shown to the lead: its tower, then its flat as a unit plan is labelled. */
export function costSheetLabel(log: TCostSheetLog): string {
  return `${log.unit.buildingName} · ${unitPlanLabel(log.unit.name, log.unit.carpetAreaSqFt)}`
}

/**
 * The picker's groups in the spec's order, from the project's content (whose unit plans the
 * server labels with the unit's name and carpet area) and the lead's cost sheet logs. A group
 * with nothing in it is left out: site feedback and templates have no files here (templates are
 * sent from their own list), and a project may lack any kind.
 */
export function pickerGroups(
  content: TAttachmentGroups | undefined,
  logs: readonly TCostSheetLog[] | undefined,
): TPickerGroup[] {
  const items = new Map<TChatAttachmentGroup, TPickerItem[]>()
  for (const group of content?.groups ?? []) {
    items.set(
      group.type,
      group.attachments.map((attachment) => ({
        kind: 'content',
        id: attachment.id,
        label: attachment.labelName,
        extension: attachment.fileExtension,
        thumbnail: attachment.thumbnail,
        attachment,
      })),
    )
  }
  items.set(
    'COST_SHEETS',
    (logs ?? []).map((log) => ({
      kind: 'costSheet',
      id: log._id,
      label: costSheetLabel(log),
      extension: 'pdf',
      thumbnail: null,
      log,
    })),
  )
  return CHAT_ATTACHMENT_GROUPS.flatMap((type) => {
    const found = items.get(type) ?? []
    return found.length > 0 ? [{ type, items: found }] : []
  })
}

/** A file name the lead's WhatsApp shows: the label made safe, with its extension. */
export function attachmentFileName(label: string, extension: string): string {
  const base = label.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'file'
  return `${base.slice(0, 120)}.${extension}`
}

/**
 * The message sending a content file: it names the stored file (`contentId`), so the server
 * sends its own object, never re-uploaded (decision 0054).
 */
export function contentFilePayload(attachment: TAttachment): TChatPayload {
  return {
    type: 'files',
    files: [
      {
        fileName: attachmentFileName(attachment.labelName, attachment.fileExtension),
        fileExtension: attachment.fileExtension,
        labelName: attachment.labelName,
        contentId: attachment.id,
      },
    ],
  }
}

/** The message carrying a cost sheet's PDF made on the device, in base64. */
export function costSheetPayload(log: TCostSheetLog, pdf: Uint8Array): TChatPayload {
  const label = costSheetLabel(log)
  return {
    type: 'files',
    files: [
      {
        fileName: attachmentFileName(`cost-sheet ${log.unit.buildingName} ${log.unit.name}`, 'pdf'),
        fileExtension: 'pdf',
        labelName: label,
        content: toBase64(pdf),
      },
    ],
  }
}

/** In chunks: spreading a whole PDF into String.fromCharCode overflows the call stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}
