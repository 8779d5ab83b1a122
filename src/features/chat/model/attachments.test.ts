import { describe, expect, it } from 'vitest'
import { unitPlanLabel, type TAttachmentGroups } from '../../../../contract/project-content.ts'
import { costSheetLogFixture } from '../../../test-utils/cost-sheet-log.ts'
import {
  attachmentFileName,
  contentFilePayload,
  costSheetLabel,
  costSheetPayload,
  pickerGroups,
  toBase64,
} from './attachments.ts'

const plan = {
  id: 'plan-1',
  thumbnail: '/content-store/v1/objects/project-content/k?expires=1&signature=s',
  labelName: unitPlanLabel('A-1203', 1180.5),
  fileUrl: '/content-store/v1/objects/project-content/k?expires=1&signature=s',
  fileExtension: 'png' as const,
  unitType: '2BHK',
  rendererUrl: null,
  unit3DImageUrl: null,
}
const brochure = {
  id: 'brochure-1',
  thumbnail: null,
  labelName: 'Skyline brochure',
  fileUrl: '/content-store/v1/objects/project-content/b?expires=1&signature=s',
  fileExtension: 'pdf' as const,
}
const content: TAttachmentGroups = {
  groups: [
    { type: 'UNIT_PLANS', attachments: [plan] },
    { type: 'DOCUMENT', attachments: [] },
    { type: 'BROCHURE', attachments: [brochure] },
    { type: 'CREATIVES', attachments: [] },
    { type: 'MASTER_PLANS', attachments: [] },
  ],
}
const log = costSheetLogFixture()

describe('the picker’s groups', () => {
  it('keeps the spec’s order, leaves out empty groups, and puts the lead’s cost sheets last', () => {
    const groups = pickerGroups(content, [log])
    expect(groups.map((g) => g.type)).toEqual(['UNIT_PLANS', 'BROCHURE', 'COST_SHEETS'])
    expect(groups[0]!.items[0]).toMatchObject({
      kind: 'content',
      label: 'A-1203 - 1,180.5 sq ft',
      extension: 'png',
      thumbnail: plan.thumbnail,
    })
    expect(groups[1]!.items[0]).toMatchObject({ label: 'Skyline brochure', thumbnail: null })
  })

  it('labels a cost sheet by its tower and its flat with the carpet area in sq ft', () => {
    expect(costSheetLabel(log)).toBe('Tower B · B-402 - 950 sq ft')
    expect(pickerGroups(undefined, [log])[0]!.items[0]).toMatchObject({
      kind: 'costSheet',
      extension: 'pdf',
      label: 'Tower B · B-402 - 950 sq ft',
    })
  })

  it('is empty when nothing was read or there is nothing to send', () => {
    expect(pickerGroups(undefined, undefined)).toEqual([])
    expect(pickerGroups(content, []).map((g) => g.type)).toEqual(['UNIT_PLANS', 'BROCHURE'])
  })
})

describe('the messages they send', () => {
  it('name a content file by its id, never by an address', () => {
    expect(contentFilePayload(plan)).toEqual({
      type: 'files',
      files: [
        {
          fileName: 'A-1203-1-180-5-sq-ft.png',
          fileExtension: 'png',
          labelName: 'A-1203 - 1,180.5 sq ft',
          contentId: 'plan-1',
        },
      ],
    })
  })

  it('carry a cost sheet’s PDF in base64', () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 x')
    const payload = costSheetPayload(log, pdf)
    if (payload.type !== 'files') throw new Error('not a file message')
    expect(payload.files[0]).toMatchObject({
      fileName: 'cost-sheet-Tower-B-B-402.pdf',
      labelName: 'Tower B · B-402 - 950 sq ft',
      content: btoa('%PDF-1.4 x'),
    })
  })

  it('encode large files in chunks, and keep Hindi letters in file names', () => {
    const big = new Uint8Array(200_000).map((_, i) => i % 256)
    expect(atob(toBase64(big)).length).toBe(big.length)
    expect(attachmentFileName('टावर ए', 'pdf')).toBe('टावर-ए.pdf')
  })
})
