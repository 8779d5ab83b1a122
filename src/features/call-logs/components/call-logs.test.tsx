import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TCall, TCallLogSummary } from '../../../../contract/dispositions.ts'
import { renderSearchScreen } from '../../../test-utils/render-search-screen.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import type { TCallLogSearch } from '../model/call-log-search.ts'
import { CallLogs } from './call-logs.tsx'

const SLUG = 'in/siteoffice/org-1'
const LEAD_PAGE = { '/developer/manage-leads/$leadId': () => <p>Lead page</p> }
const BASE = `/ilead-service/v1/${SLUG}/call-logs`

const CALL: TCall = {
  _id: 'c-1',
  leadId: 'l-1',
  leadName: 'Asha Kulkarni',
  projectId: 'p-1',
  projectName: 'Skyline Heights',
  callType: 'Out Bound',
  callStatus: 'No Answer',
  durationSec: 245,
  toNumber: 'XXXXXX4321',
  calledBy: { _id: 'u-3', firstName: 'Neha', lastName: 'Joshi' },
  callSid: null,
  provider: 'development',
  dispositionId: null,
  recordingId: null,
  startedAt: '2026-11-21T05:00:00.000Z',
}

const NONE = { totalCalls: 0, totalMinutes: 0, avgMinutes: 0 }
const SUMMARY: TCallLogSummary = {
  incoming: { totalCalls: 12, totalMinutes: 30.5, avgMinutes: 2.54 },
  outbound: { totalCalls: 1500, totalMinutes: 4210.25, avgMinutes: 2.81 },
  series: [
    { day: '2026-11-20', incoming: NONE, outbound: NONE },
    {
      day: '2026-11-21',
      incoming: { totalCalls: 12, totalMinutes: 30.5, avgMinutes: 2.54 },
      outbound: { totalCalls: 1500, totalMinutes: 4210.25, avgMinutes: 2.81 },
    },
  ],
}

let summaryFails = false
let calls: TCall[] = [CALL]
const onSearch = vi.fn<(next: TCallLogSearch) => void>()

const { requestsTo: callsTo } = stubFetch((url) => {
  if (url.pathname === `${BASE}/summary`) {
    return summaryFails ? json({ message: 'Summary unavailable', code: 'X' }, 500) : json(SUMMARY)
  }
  return json({
    items: calls,
    pageInfo: { pageNumber: 1, pageSize: 20, totalNumItems: calls.length },
  })
})

function renderCallLogs(initial: TCallLogSearch = {}) {
  return renderSearchScreen(
    '/developer/call-logs',
    initial,
    onSearch,
    (props) => (
      <CallLogs
        slug={SLUG}
        {...props}
        projects={[]}
        people={[{ value: 'u-3', label: 'Neha Joshi' }]}
      />
    ),
    LEAD_PAGE,
  )
}

beforeEach(() => {
  summaryFails = false
  calls = [CALL]
  onSearch.mockReset()
})

describe('CallLogs', () => {
  it('shows the incoming and outbound summary', async () => {
    renderCallLogs()
    const panel = await screen.findByRole('region', { name: 'Call summary' })
    const [incoming, outbound] = within(panel).getAllByRole('heading')
    expect(incoming?.textContent).toBe('Incoming')
    expect(outbound?.textContent).toBe('Outbound')
    const text = panel.textContent ?? ''
    expect(text).toContain('Total calls12')
    expect(text).toContain('Total minutes30.5')
    expect(text).toContain('Average minutes2.54')
    expect(text).toContain('Total calls1,500')
    expect(text).toContain('Total minutes4,210.25')
  })

  it('draws the calls per day, with the same numbers as a table', async () => {
    renderCallLogs()
    const panel = await screen.findByRole('region', { name: 'Call summary' })
    expect(within(panel).getByRole('heading', { name: 'Calls per day' })).toBeTruthy()
    const days = within(panel).getByRole('region', { name: 'Total calls' })
    const rows = within(days)
      .getAllByRole('row')
      .map((r) => r.textContent)
    expect(rows).toEqual(['DayIncomingOutbound', '2026-11-2000', '2026-11-21121,500'])
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Figure shown' }), {
      target: { value: 'totalMinutes' },
    })
    const minutes = within(panel).getByRole('region', { name: 'Total minutes' })
    expect(within(minutes).getAllByRole('row')[2]?.textContent).toBe('2026-11-2130.54,210.25')
  })

  it('lists each call: lead, type, status, duration, when and who', async () => {
    renderCallLogs()
    const table = await screen.findByRole('table', { name: 'Calls, newest first' })
    const row = within(table).getAllByRole('row')[1]!
    for (const text of ['Out Bound', 'No Answer', '4:05', '21 Nov 2026, 10:30 AM', 'Neha Joshi']) {
      expect(within(row).getByText(text)).toBeTruthy()
    }
    fireEvent.click(within(row).getByRole('link', { name: 'Asha Kulkarni' }))
    expect(await screen.findByText('Lead page')).toBeTruthy()
  })

  it('filters the list and the summary alike', async () => {
    renderCallLogs()
    await screen.findByRole('table', { name: 'Calls, newest first' })
    fireEvent.change(screen.getByRole('combobox', { name: 'Call type' }), {
      target: { value: 'In Bound' },
    })
    fireEvent.change(screen.getByRole('combobox', { name: 'Called by' }), {
      target: { value: 'u-3' },
    })
    fireEvent.change(screen.getByRole('combobox', { name: 'Date' }), {
      target: { value: 'today' },
    })
    expect(onSearch).toHaveBeenLastCalledWith({ callType: 'In Bound', user: 'u-3', date: 'today' })
    await waitFor(() =>
      expect(callsTo(`${BASE}/summary`).at(-1)?.searchParams.get('startDate')).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      ),
    )
    for (const url of [callsTo(BASE).at(-1)!, callsTo(`${BASE}/summary`).at(-1)!]) {
      expect(url.searchParams.get('callType')).toBe('In Bound')
      expect(url.searchParams.get('userId')).toBe('u-3')
      expect(url.searchParams.get('endDate')).toBe(url.searchParams.get('startDate'))
    }
    // The summary is not paged.
    expect(callsTo(`${BASE}/summary`).at(-1)?.searchParams.has('page')).toBe(false)
  })

  it('keeps the calls when the summary fails, and says so in its place', async () => {
    summaryFails = true
    renderCallLogs()
    expect(await screen.findByRole('table', { name: 'Calls, newest first' })).toBeTruthy()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Summary unavailable')).toBeTruthy()
  })

  it('says when there are no calls yet', async () => {
    calls = []
    renderCallLogs()
    expect(await screen.findByText('No calls yet')).toBeTruthy()
  })
})
