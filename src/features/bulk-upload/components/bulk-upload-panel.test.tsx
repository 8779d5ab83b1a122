import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BULK_LEAD_COLUMNS, csvLine } from '../../../../contract/bulk-upload.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { BulkUploadPanel } from './bulk-upload-panel.tsx'

stubFetch(() => json({ items: [], pageInfo: { pageNumber: 1, pageSize: 20, totalNumItems: 0 } }))

type Key = (typeof BULK_LEAD_COLUMNS)[number]['key']
const line = (o: Partial<Record<Key, string>>) =>
  csvLine(BULK_LEAD_COLUMNS.map((c) => (c.key in o ? (o[c.key] ?? '') : c.example)))

/** 45 rows: rows 2 to 23 good, then 23 with a number that is not one. */
function csv() {
  let text = csvLine(BULK_LEAD_COLUMNS.map((c) => c.header))
  for (let i = 0; i < 45; i++)
    text += line({
      fullName: `Asha ${'abcdefghijklmnopqrstuvwxyz'[i % 26]}`,
      whatsAppNumber: i < 22 ? `98765${String(10_000 + i)}` : `1234${i}`,
      alternateNumber: '',
      email: '',
    })
  return new File([text], 'leads.csv', { type: 'text/csv' })
}

describe('BulkUploadPanel', () => {
  it('lists every failing row of the picked file and why, a page at a time', async () => {
    renderWithProviders(
      <BulkUploadPanel
        slug="in/siteoffice/org-1"
        projectId="p-1"
        sources={['Digital']}
        form={undefined}
        online
        save={() => {}}
      />,
    )
    fireEvent.change(screen.getByLabelText(/CSV file/), { target: { files: [csv()] } })
    expect(
      await screen.findByText('45 rows: 22 will be added, 23 will fail', {}, { timeout: 5000 }),
    ).toBeTruthy()
    // The rows follow the counts a frame later.
    const table = await screen.findByRole('table', { name: 'Rows that will fail, and why' })
    const rowsOf = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getByRole('rowheader').textContent)
    expect(rowsOf()).toEqual(Array.from({ length: 20 }, (_, i) => String(24 + i)))
    expect(within(table).getAllByText(/Please enter a valid number/)).toHaveLength(20)
    const pager = screen.getByRole('navigation', { name: 'Pages of the rows that will fail' })
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy()
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await within(pager).findByText('Page 2 of 2')).toBeTruthy()
    expect(rowsOf()).toEqual(['44', '45', '46'])
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy()
  }, 15_000)
})
