import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  REPORT_ERROR_CODES,
  REPORT_MESSAGES,
  REPORT_PATHS,
  type TReportJob,
} from '../../../../contract/reports.ts'
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

const save = vi.fn()

/** The job as each poll finds it, the last one repeated. */
let polls: Partial<TReportJob>[] = []
/** How each fetch of the file is answered, the last one repeated. */
let files: (() => Response)[] = []
const XLSX = () =>
  new Response('xlsx', {
    headers: { 'Content-Disposition': 'attachment; filename="leads-march.xlsx"' },
  })
/** The job "Prepare again" starts. */
const AGAIN: TReportJob = { ...JOB, _id: 'job-2' }
const { requestsTo } = stubFetch((url) => {
  if (url.pathname === REPORT_PATHS.downloadLink(SLUG))
    return json(requestsTo(url.pathname).length > 1 ? AGAIN : JOB)
  if (url.pathname === REPORT_PATHS.job(SLUG, 'job-2')) return json(AGAIN)
  if (url.pathname === REPORT_PATHS.jobFile(SLUG, 'job-1'))
    return (files.length > 1 ? files.shift()! : (files[0] ?? XLSX))()
  const next = polls.length > 1 ? polls.shift()! : polls[0]!
  return json({ ...JOB, ...next })
})

beforeEach(() => {
  files = []
  save.mockReset()
})

const COMPLETED = { status: 'completed', progress: 100, rowsWritten: 10, totalRows: 10 } as const
const prepare = () => fireEvent.click(screen.getByRole('button', { name: 'Prepare file' }))
/** The alert of a failed download: its title and the server's message. */
async function failure(message: string) {
  const alert = await screen.findByRole('alert', undefined, { timeout: 4000 })
  expect(within(alert).getByText('Download Failed.')).toBeTruthy()
  expect(within(alert).getByText(message)).toBeTruthy()
}

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

  it('says Download Failed with the server’s reason when the job failed, and tries again', async () => {
    polls = [{ status: 'failed', progress: 30, message: 'The object store is full' }]
    renderWithProviders(<ReportFilePanel slug={SLUG} file={FILE} save={save} />)
    prepare()
    await failure('The object store is full')
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    // The same file asked for again: the panel follows the new job.
    await waitFor(() => expect(requestsTo(REPORT_PATHS.downloadLink(SLUG))).toHaveLength(2))
    expect(requestsTo(REPORT_PATHS.downloadLink(SLUG))[1]!.search).toBe(
      requestsTo(REPORT_PATHS.downloadLink(SLUG))[0]!.search,
    )
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(requestsTo(REPORT_PATHS.job(SLUG, 'job-2')).length).toBeGreaterThan(0)
  }, 10_000)

  it('says Download Failed with the server’s message when the file cannot be fetched, and retries', async () => {
    polls = [COMPLETED]
    files = [() => json({ message: 'The report disk is offline', code: 'STORE_DOWN' }, 500), XLSX]
    renderWithProviders(<ReportFilePanel slug={SLUG} file={FILE} save={save} />)
    prepare()
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }, { timeout: 4000 }))
    await failure('The report disk is offline')
    expect(save).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(save).toHaveBeenCalledOnce())
    expect(requestsTo(REPORT_PATHS.jobFile(SLUG, 'job-1'))).toHaveLength(2)
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  }, 10_000)

  it('offers to prepare again a file the server no longer keeps', async () => {
    polls = [COMPLETED]
    files = [
      () => json({ message: REPORT_MESSAGES.fileGone, code: REPORT_ERROR_CODES.fileGone }, 410),
    ]
    renderWithProviders(<ReportFilePanel slug={SLUG} file={FILE} save={save} />)
    prepare()
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }, { timeout: 4000 }))
    await failure(REPORT_MESSAGES.fileGone)
    fireEvent.click(screen.getByRole('button', { name: 'Prepare again' }))
    await waitFor(() => expect(requestsTo(REPORT_PATHS.downloadLink(SLUG))).toHaveLength(2))
  }, 10_000)

  it('shows an expired job as expired: no Download, prepare it again', async () => {
    polls = [{ ...COMPLETED, status: 'expired' }]
    renderWithProviders(<ReportFilePanel slug={SLUG} file={FILE} save={save} />)
    prepare()
    expect(
      await screen.findByText(
        'This file is no longer kept: prepare it again to download it.',
        undefined,
        { timeout: 4000 },
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Prepare again' }))
    await waitFor(() => expect(requestsTo(REPORT_PATHS.downloadLink(SLUG))).toHaveLength(2))
  }, 10_000)
})
