import Papa from 'papaparse'
import {
  BULK_UPLOAD_MAX_ROWS,
  BULK_UPLOAD_MESSAGES,
  BulkRowChecker,
  mapHeader,
} from '../../../../contract/bulk-upload.ts'
import type { TLeadForm } from '../../../../contract/lead-form.ts'
import { EMPTY_FAILURES, FailureListBuilder, type TFailureList } from './failure-list.ts'

/** What rows are checked against: the organisation's lead sources and its lead form. */
export interface TPreviewRules {
  sources: readonly string[]
  form: TLeadForm | undefined
}

export interface TPreview {
  rows: number
  good: number
  duplicates: number
  invalid: number
  /** Every failing row (duplicates + invalid of them), in file order. */
  failures: TFailureList
  /** The file cannot be taken at all: missing columns, too many rows. */
  fileProblem: string | null
}

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
    failures: EMPTY_FAILURES,
    fileProblem: null,
  }
  const failures = new FailureListBuilder()
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
          failures.push({
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
        resolve({ ...preview, failures: failures.build() })
      },
      error: (error) => reject(error),
    })
  })
}
