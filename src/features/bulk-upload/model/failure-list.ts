import type { TBulkOutcome } from '../../../../contract/bulk-upload.ts'

/** A row that will not become a lead, and why (the server's words). */
export interface TPreviewFailure {
  row: number
  fullName: string
  whatsAppNumber: string
  outcome: Exclude<TBulkOutcome, 'created'>
  reason: string
}

/**
 * Every failing row of a file, packed so the worker's message costs the page's thread next to
 * nothing whether 10 or 30,000 rows fail: numbers in typed arrays (their buffers are
 * transferred) and the texts as one string (copied at once, not as 90,000 small strings).
 * Failure `i`'s texts are `text.slice(starts[3i + k], starts[3i + k + 1])` for k = 0 (full
 * name), 1 (WhatsApp number), 2 (reason).
 */
export interface TFailureList {
  count: number
  rows: Int32Array
  /** 0 duplicate, 1 invalid. */
  outcomes: Uint8Array
  starts: Int32Array
  text: string
}

/** Failing rows a page on screen: a page is drawn in one short task (bench:bulk's budget). */
export const FAILURES_PAGE_SIZE = 20

const OUTCOMES = ['duplicate', 'invalid'] as const
const FIELDS = 3

export const EMPTY_FAILURES: TFailureList = {
  count: 0,
  rows: new Int32Array(0),
  outcomes: new Uint8Array(0),
  starts: new Int32Array(1),
  text: '',
}

/** Collects failing rows in file order (in the worker), then packs them. */
export class FailureListBuilder {
  private readonly rows: number[] = []
  private readonly outcomes: number[] = []
  private readonly starts: number[] = [0]
  private readonly parts: string[] = []
  private length = 0

  get count(): number {
    return this.rows.length
  }

  push(failure: TPreviewFailure): void {
    this.rows.push(failure.row)
    this.outcomes.push(OUTCOMES.indexOf(failure.outcome))
    for (const field of [failure.fullName, failure.whatsAppNumber, failure.reason]) {
      this.parts.push(field)
      this.length += field.length
      this.starts.push(this.length)
    }
  }

  build(): TFailureList {
    return {
      count: this.rows.length,
      rows: Int32Array.from(this.rows),
      outcomes: Uint8Array.from(this.outcomes),
      starts: Int32Array.from(this.starts),
      text: this.parts.join(''),
    }
  }
}

/** The buffers a worker hands over with the list instead of copying them. */
export const failureBuffers = (list: TFailureList): ArrayBuffer[] =>
  [list.rows.buffer, list.outcomes.buffer, list.starts.buffer].filter(
    (b): b is ArrayBuffer => b instanceof ArrayBuffer,
  )

/** The failing rows of one page (0-based), unpacked for the screen. */
export function failurePage(
  list: TFailureList,
  pageIndex: number,
  pageSize: number,
): TPreviewFailure[] {
  const from = Math.max(0, pageIndex * pageSize)
  const to = Math.min(list.count, from + pageSize)
  const page: TPreviewFailure[] = []
  const field = (i: number, k: number) =>
    list.text.slice(list.starts[i * FIELDS + k], list.starts[i * FIELDS + k + 1])
  for (let i = from; i < to; i++)
    page.push({
      row: list.rows[i] ?? 0,
      fullName: field(i, 0),
      whatsAppNumber: field(i, 1),
      outcome: OUTCOMES[list.outcomes[i] ?? 0] ?? 'invalid',
      reason: field(i, 2),
    })
  return page
}
