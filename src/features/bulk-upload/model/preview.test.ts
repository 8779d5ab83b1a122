import { describe, expect, it } from 'vitest'
import {
  BULK_LEAD_COLUMNS,
  BULK_UPLOAD_MESSAGES,
  csvLine,
} from '../../../../contract/bulk-upload.ts'
import { failurePage } from './failure-list.ts'
import { previewFile } from './preview.ts'

type Key = (typeof BULK_LEAD_COLUMNS)[number]['key']
// The template's example values, but for the cells a test sets.
const line = (o: Partial<Record<Key, string>>) =>
  csvLine(
    BULK_LEAD_COLUMNS.map((c) =>
      c.key in o
        ? (o[c.key] ?? '')
        : c.key === 'alternateNumber' || c.key === 'email'
          ? ''
          : c.example,
    ),
  )
const header = csvLine(BULK_LEAD_COLUMNS.map((c) => c.header))
const NAMES = ['Asha', 'Ravi', 'Meena', 'Kabir', 'Diya', 'Arjun', 'Nisha']
const rules = { sources: ['Digital'], form: undefined }

describe('previewFile', () => {
  it('accounts for every row and lists every failing one, in file order, with its reason', async () => {
    let text = header
    for (let i = 0; i < 300; i++) {
      const number =
        i % 10 === 3
          ? '12345'
          : i % 10 === 6
            ? `98${String(i - 1).padStart(8, '0')}`
            : `98${String(i).padStart(8, '0')}`
      text += line({
        fullName: `Lead ${NAMES[i % 7]} ${NAMES[Math.floor(i / 7) % 7]}`,
        whatsAppNumber: number,
        sourceOfLead: 'Digital',
      })
    }
    const steps: number[] = []
    const preview = await previewFile(new Blob([text]), rules, (read, total) =>
      steps.push(read / total),
    )
    expect(preview.fileProblem).toBeNull()
    expect(preview).toMatchObject({ rows: 300, good: 240, duplicates: 30, invalid: 30 })
    expect(preview.good + preview.duplicates + preview.invalid).toBe(preview.rows)
    expect(preview.failures.count).toBe(60)
    const all = failurePage(preview.failures, 0, 1000)
    expect(all.map((f) => f.row)).toEqual(all.map((f) => f.row).sort((a, b) => a - b))
    expect(all[0]).toEqual({
      row: 5,
      fullName: 'Lead Kabir Asha',
      whatsAppNumber: '12345',
      outcome: 'invalid',
      reason: 'WhatsApp Number: Please enter a valid number',
    })
    expect(all[1]).toMatchObject({
      row: 8,
      outcome: 'duplicate',
      reason: 'Same mobile number as row 7',
    })
    expect(steps.at(-1)).toBe(1)
  })

  it('names a file without the required columns, and lists no rows', async () => {
    const preview = await previewFile(new Blob(['Full Name\r\nAsha\r\n']), rules, () => {})
    expect(preview.fileProblem).toMatch(BULK_UPLOAD_MESSAGES.missingColumns)
    expect(preview.failures.count).toBe(0)
  })
})
