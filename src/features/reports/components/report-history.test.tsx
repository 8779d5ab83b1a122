import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  REPORT_PATHS,
  type TReportJob,
  type TReportLogEntry,
} from '../../../../contract/reports.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { ProcessingHistory, ReportLog } from './report-history.tsx'

const SLUG = 'in/dxp/org-1'
const JOB: TReportJob = {
  _id: 'job-1',
  type: 'lead-report',
  filterBy: 'createdAt',
  startTime: '2026-02-28T18:30:00.000Z',
  endTime: '2026-03-31T18:30:00.000Z',
  projectId: 'p-1',
  status: 'completed',
  progress: 100,
  rowsWritten: 10,
  totalRows: 10,
  message: null,
  downloadUrl: null,
  fileName: 'lead-report_2026-03-01_2026-03-31.xlsx',
  createdAt: '2026-04-01T05:00:00.000Z',
  completedAt: '2026-04-01T05:01:00.000Z',
}
const EXPIRED: TReportJob = {
  ...JOB,
  _id: 'job-0',
  status: 'expired',
  createdAt: '2026-03-01T05:00:00.000Z',
}
const FAILED_SEND: TReportLogEntry = {
  _id: 'send-1',
  jobId: 'job-1',
  emails: ['head.office@example.in'],
  status: 'failed',
  message: 'The mail gateway refused the attachment',
  createdAt: '2026-04-01T05:00:00.000Z',
  sentAt: null,
}
const page = (items: unknown[]) =>
  json({ items, pageInfo: { pageNumber: 1, pageSize: 10, totalNumItems: items.length } })

const { requestsTo } = stubFetch((url) => {
  if (url.pathname === REPORT_PATHS.reportLog(SLUG)) return page([FAILED_SEND])
  if (url.pathname === REPORT_PATHS.downloadLink(SLUG))
    return json({ ...JOB, _id: 'job-2', status: 'processing', progress: 0 })
  return page([JOB, EXPIRED])
})

describe('the report log', () => {
  it('shows a sending that failed with the reason', async () => {
    renderWithProviders(<ReportLog slug={SLUG} />)
    const row = (await screen.findByRole('rowheader', { name: 'head.office@example.in' }))
      .parentElement!
    expect(row.textContent).toContain('Failed: The mail gateway refused the attachment')
  })
})

describe('the processing history', () => {
  it('offers a completed file for download and an expired one to prepare again', async () => {
    renderWithProviders(<ProcessingHistory slug={SLUG} projectId="p-1" save={vi.fn()} />)
    const table = await screen.findByRole('table')
    const [, completed, expired] = within(table).getAllByRole('row')
    expect(within(completed!).getByText('Completed')).toBeTruthy()
    expect(within(completed!).getByRole('button', { name: /^Download, requested / })).toBeTruthy()
    expect(within(expired!).getByText('Expired')).toBeTruthy()
    expect(within(expired!).queryByRole('button', { name: /Download/ })).toBeNull()
    fireEvent.click(within(expired!).getByRole('button', { name: /^Prepare again, requested / }))
    await waitFor(() => expect(requestsTo(REPORT_PATHS.downloadLink(SLUG))).toHaveLength(1))
    // The same file as the expired one.
    expect(
      Object.fromEntries(requestsTo(REPORT_PATHS.downloadLink(SLUG))[0]!.searchParams),
    ).toEqual({
      type: 'lead-report',
      filterBy: 'createdAt',
      startTime: JOB.startTime,
      endTime: JOB.endTime,
      projectId: 'p-1',
    })
    // The history is asked again, to show the new job.
    await waitFor(() =>
      expect(requestsTo(REPORT_PATHS.processingHistory(SLUG)).length).toBeGreaterThan(1),
    )
  })
})
