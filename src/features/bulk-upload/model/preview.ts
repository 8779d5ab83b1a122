import Papa from 'papaparse'
import {
  BULK_UPLOAD_MAX_ROWS,
  BULK_UPLOAD_MESSAGES,
  BulkRowChecker,
  mapHeader,
  type TBulkOutcome,
} from '../../../../contract/bulk-upload.ts'
import type { TLeadForm } from '../../../../contract/lead-form.ts'

/** What rows are checked against: the organisation's lead sources and its lead form. */
export interface TPreviewRules {
  sources: readonly string[]
  form: TLeadForm | undefined
}

/** A row that will not become a lead, and why (the server's words). */
export interface TPreviewFailure {
  row: number
  fullName: string
  whatsAppNumber: string
  outcome: Exclude<TBulkOutcome, 'created'>
  reason: string
}

export interface TPreview {
  rows: number
  good: number
  duplicates: number
  invalid: number
  /** The first FAILURES_SHOWN failing rows. */
  failures: TPreviewFailure[]
  /** The file cannot be taken at all: missing columns, too many rows. */
  fileProblem: string | null
}

/** Failing rows listed on screen (a table this long draws in one short task); the rest are counted. */
export const FAILURES_SHOWN = 25

/**
 * Reads a CSV file in chunks and checks each row as the server will (contract/bulk-upload.ts),
 * except against existing leads, which only the server knows. Meant for a worker: each chunk
 * reports the bytes read so far.
 */
export function previewFile(
  file: Blob,
  { sources, form }: TPreviewRules,
  onProgress: (read: number, total: number) => void,
): Promise<TPreview> {
  const ctx = {
    sources: new Map(sources.map((s) => [s.trim().toLowerCase().replace(/\s+/g, ' '), s])),
    form,
  }
  const preview: TPreview = {
    rows: 0,
    good: 0,
    duplicates: 0,
    invalid: 0,
    failures: [],
    fileProblem: null,
  }
  let checker: BulkRowChecker | null = null
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file as File, {
      skipEmptyLines: 'greedy',
      chunkSize: 256 * 1024,
      chunk: (results, parser) => {
        for (const cells of results.data) {
          if (!checker) {
            const { index, missing } = mapHeader(cells, form)
            if (missing.length) {
              preview.fileProblem = `${BULK_UPLOAD_MESSAGES.missingColumns}: ${missing.join(', ')}`
              parser.abort()
              return
            }
            checker = new BulkRowChecker(index, ctx)
            continue
          }
          preview.rows++
          if (preview.rows > BULK_UPLOAD_MAX_ROWS) {
            preview.fileProblem = BULK_UPLOAD_MESSAGES.tooManyRows
            parser.abort()
            return
          }
          const check = checker.check(cells, preview.rows + 1)
          if (check.outcome === 'ok') {
            preview.good++
            continue
          }
          if (check.outcome === 'duplicate') preview.duplicates++
          else preview.invalid++
          if (preview.failures.length < FAILURES_SHOWN)
            preview.failures.push({
              row: preview.rows + 1,
              fullName: check.fullName,
              whatsAppNumber: check.whatsAppNumber,
              outcome: check.outcome,
              reason: check.reason,
            })
        }
        onProgress(results.meta.cursor, file.size)
      },
      complete: () => {
        if (!checker && !preview.fileProblem) preview.fileProblem = BULK_UPLOAD_MESSAGES.empty
        onProgress(file.size, file.size)
        resolve(preview)
      },
      error: (error) => reject(error),
    })
  })
}
