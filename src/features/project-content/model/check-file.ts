import {
  CONTENT_MESSAGES,
  contentFormat,
  type TContentKind,
} from '../../../../contract/project-content.ts'
import { SNIFF_BYTES, checkUpload } from '../../../../contract/validators.ts'

export type TFileCheck = { ok: true; mimeType: string } | { ok: false; message: string }

/**
 * A chosen file judged on the device as the server will judge it: by its first bytes (JPG or
 * PNG for pictures, PDF for documents and brochures) and its kind's size.
 */
export async function checkContentFile(kind: TContentKind, file: Blob & { name: string }) {
  const format = contentFormat(kind)
  const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  const check = checkUpload(
    { bytes, size: file.size, declaredName: file.name },
    format.types,
    format.maxBytes,
  )
  if (check.ok) return { ok: true, mimeType: check.mimeType } satisfies TFileCheck
  const message =
    check.error !== 'unsupported-format'
      ? check.message
      : format.types.includes('pdf')
        ? CONTENT_MESSAGES.pdfType
        : CONTENT_MESSAGES.imageType
  return { ok: false, message } satisfies TFileCheck
}

/** The files kept on the device for offline use: unit plans and the brochure (item 7). */
export function filesToKeep(content: { files: { kind: TContentKind; fileUrl: string }[] }) {
  return content.files
    .filter((f) => f.kind === 'unitPlan' || f.kind === 'brochure')
    .map((f) => f.fileUrl)
}

/**
 * The content a brochure is made from, besides the amenities chosen for it: selected creatives,
 * the master plan, unit plans and past projects (the server counts the same).
 */
export function brochureItems(content: {
  files: { kind: TContentKind; selected: boolean }[]
  pastProjects: unknown[]
}): number {
  const pictures = content.files.filter(
    (f) =>
      (f.kind === 'creative' && f.selected) || f.kind === 'masterPlan' || f.kind === 'unitPlan',
  )
  return pictures.length + content.pastProjects.length
}
