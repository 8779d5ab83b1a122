import { describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '../../../../contract/project-content.ts'
import { brochureItems, checkContentFile, filesToKeep } from './check-file.ts'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const PDF = new Uint8Array([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)))
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, padTo = 0) =>
  new File([bytes, new Uint8Array(Math.max(0, padTo - bytes.length))], name)

describe('a content file chosen on the device', () => {
  it('is judged by its bytes for its kind, not by its name', async () => {
    expect(await checkContentFile('creative', file(PNG, 'a.pdf'))).toEqual({
      ok: true,
      mimeType: 'image/png',
    })
    expect(await checkContentFile('creative', file(PDF, 'plan.png'))).toEqual({
      ok: false,
      message: CONTENT_MESSAGES.imageType,
    })
    expect(await checkContentFile('brochure', file(PNG, 'b.pdf'))).toEqual({
      ok: false,
      message: CONTENT_MESSAGES.pdfType,
    })
    expect(await checkContentFile('document', file(PDF, 'rera.pdf'))).toMatchObject({ ok: true })
  })

  it('keeps within its kind’s size: 5 MB for pictures', async () => {
    const big = file(PNG, 'big.png', 5 * 1024 * 1024 + 1)
    expect(await checkContentFile('unitPlan', big)).toEqual({
      ok: false,
      message: 'File is larger than 5 MB',
    })
    expect(
      await checkContentFile('document', file(PDF, 'big.pdf', 5 * 1024 * 1024 + 1)),
    ).toMatchObject({
      ok: true,
    })
  })
})

describe('the content a brochure is made from', () => {
  it('counts selected creatives, plans and past projects', () => {
    const files = [
      { kind: 'creative' as const, selected: true, fileUrl: 'c1' },
      { kind: 'creative' as const, selected: false, fileUrl: 'c2' },
      { kind: 'masterPlan' as const, selected: false, fileUrl: 'm' },
      { kind: 'unitPlan' as const, selected: false, fileUrl: 'u' },
      { kind: 'brochure' as const, selected: false, fileUrl: 'b' },
      { kind: 'document' as const, selected: false, fileUrl: 'd' },
    ]
    expect(brochureItems({ files, pastProjects: [{}, {}] })).toBe(5)
    // Unit plans and the brochure are what the device keeps for offline use.
    expect(filesToKeep({ files })).toEqual(['u', 'b'])
  })
})
