import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { REPORT_PATHS, type TReportJob } from '../../../../contract/reports.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { ReportFilePanel } from './report-file-panel.tsx'

const SLUG = 'in/dxp/org-1'
const FILE = {
  type: 'lead-report',
  filterBy: 'createdAt',
  startTime: '2026-02-28T18:30:00.000Z',
  endTime: '2026-03-31T18:30:00.000Z',
} as const
const JOB: TReportJob = {
  _id: 'job-1',
  ...FILE,
  projectId: null,
  status: 'processing',
  progress: 0,
  rowsWritten: 0,
  totalRows: null,
  message: null,
  downloadUrl: null,
  fileName: 'lead-report.xlsx',
  createdAt: '2026-04-01T05:00:00.000Z',
  completedAt: null,
}

/** The job as each poll finds it, the last one repeated. */
let polls: Partial<TReportJob>[] = []
const { requestsTo } = stubFetch((url) => {
  if (url.pathname === REPORT_PATHS.downloadLink(SLUG)) return json(JOB)
  if (url.pathname === REPORT_PATHS.jobFile(SLUG, 'job-1'))
    return new Response('xlsx', {
      headers: { 'Content-Disposition': 'attachment; filename="leads-march.xlsx"' },
    })
  const next = polls.length > 1 ? polls.shift()! : polls[0]!
  return json({ ...JOB, ...next })
})

const save = vi.fn()
const bar = () => screen.getByRole('progressbar', { name: 'Report file progress' })

describe('ReportFilePanel', () => {
  it('starts the job with the filters and follows it to completion, then offers Download', async () => {
    polls = [
      { progress: 40, rowsWritten: 400, totalRows: 1000 },
      { status: 'completed', progress: 100, rowsWritten: 1000, totalRows: 1000 },
    ]
    renderWithProviders(<ReportFilePanel slug={SLUG} file={FILE} save={save} />)
    fireEvent.click(screen.getByRole('button', { name: 'Prepare file' }))
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('0'))
    expect(
      Object.fromEntries(requestsTo(REPORT_PATHS.downloadLink(SLUG))[0]!.searchParams),
    ).toEqual(FILE)
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('40'), { timeout: 4000 })
    expect(screen.getByText('400 of 1,000 leads written')).toBeTruthy()
    await screen.findByRole('button', { name: 'Download' }, { timeout: 4000 })
    expect(bar().getAttribute('aria-valuenow')).toBe('100')
    const asked = requestsTo(REPORT_PATHS.job(SLUG, 'job-1')).length
    // Completed: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(requestsTo(REPORT_PATHS.job(SLUG, 'job-1'))).toHaveLength(asked)
    fireEvent.click(screen.getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(save).toHaveBeenCalledOnce())
    expect(save.mock.calls[0]?.[0]).toMatchObject({ fileName: 'leads-march.xlsx' })
  }, 15_000)

  it('shows why a failed job failed, and no Download', async () => {
    polls = [{ status: 'failed', progress: 30, message: 'The object store is full' }]
    renderWithProviders(<ReportFilePanel slug={SLUG} file={FILE} save={save} />)
    fireEvent.click(screen.getByRole('button', { name: 'Prepare file' }))
    expect(
      await screen.findByText('The file could not be made: The object store is full', undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull()
  }, 10_000)
})
