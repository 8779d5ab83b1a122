import { describe, expect, it } from 'vitest'
import {
  EMPTY_FAILURES,
  FailureListBuilder,
  failureBuffers,
  failurePage,
  type TPreviewFailure,
} from './failure-list.ts'

const failure = (row: number, over: Partial<TPreviewFailure> = {}): TPreviewFailure => ({
  row,
  fullName: `Lead ${row}`,
  whatsAppNumber: `98${String(row).padStart(8, '0')}`,
  outcome: row % 2 ? 'invalid' : 'duplicate',
  reason:
    row % 2
      ? 'WhatsApp Number: Please enter a valid number'
      : `Same mobile number as row ${row - 1}`,
  ...over,
})

function listOf(failures: TPreviewFailure[]) {
  const builder = new FailureListBuilder()
  for (const f of failures) builder.push(f)
  expect(builder.count).toBe(failures.length)
  return builder.build()
}

describe('the failing rows, packed', () => {
  it('unpacks every row as it was pushed, texts of any kind included', () => {
    const odd = [
      failure(2, { fullName: '', whatsAppNumber: '' }),
      failure(3, { fullName: 'राहुल 😀 "Rahul", Sharma', whatsAppNumber: '12345' }),
      failure(4, { reason: '' }),
      failure(7, { fullName: 'Ä\u0000b\r\nc' }),
    ]
    const list = listOf(odd)
    expect(list.count).toBe(4)
    expect(failurePage(list, 0, 10)).toEqual(odd)
  })

  it('pages in file order: full pages, a short last page, nothing past the end', () => {
    const all = Array.from({ length: 45 }, (_, i) => failure(i + 2))
    const list = listOf(all)
    expect(failurePage(list, 0, 20)).toEqual(all.slice(0, 20))
    expect(failurePage(list, 1, 20)).toEqual(all.slice(20, 40))
    expect(failurePage(list, 2, 20)).toEqual(all.slice(40))
    expect(failurePage(list, 3, 20)).toEqual([])
    expect(failurePage(list, -1, 20)).toEqual(all.slice(0, 20))
    // Every row is on exactly one page.
    const paged = [0, 1, 2].flatMap((p) => failurePage(list, p, 20).map((f) => f.row))
    expect(paged).toEqual(all.map((f) => f.row))
  })

  it('has no rows when nothing fails', () => {
    expect(listOf([])).toEqual({ ...EMPTY_FAILURES })
    expect(failurePage(EMPTY_FAILURES, 0, 20)).toEqual([])
  })

  it('crosses to the page with its numbers handed over, not copied', () => {
    const all = Array.from({ length: 30 }, (_, i) => failure(i + 2))
    const list = listOf(all)
    const buffers = failureBuffers(list)
    expect(buffers).toHaveLength(3)
    const received = structuredClone(list, { transfer: buffers })
    expect(list.rows.byteLength).toBe(0) // detached: the worker no longer holds them
    expect(failurePage(received, 0, 30)).toEqual(all)
  })
})
