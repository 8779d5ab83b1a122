import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TLead } from '../../../../contract/leads.ts'
import { Toaster } from '../../../components/ui/toaster.tsx'
import { getDb } from '../../../lib/db.ts'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import type { TLeadSearch } from '../model/lead-filters.ts'
import { toLeadRecord } from '../offline/lead-record.ts'
import { clearDeviceLeads, testLead } from '../../../test-utils/lead-test-kit.ts'
import { forgetSyncedIndex } from '../offline/lead-store.ts'
import { LeadList } from './lead-list.tsx'
import { clearFreshness } from '../../../lib/freshness.ts'
import { formatDateTime, formatTime, isTodayInIndia } from '../../../lib/format/date-display.ts'
import { resetLeadSyncProgress, setLeadSyncProgress } from '../offline/lead-sync-progress.ts'

const SLUG = 'in/siteoffice/org-1'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const LEADS: TLead[] = [
  testLead({ _id: 'l-1', profile: { fullName: 'Asha Kulkarni' } as never }),
  testLead({ _id: 'l-2', leadStatus: 'Qualified', profile: { fullName: 'Rajesh Patil' } as never }),
]
const COUNTS = {
  items: [
    { leadStatus: 'all', count: 12 },
    { leadStatus: 'New Lead', count: 9 },
    { leadStatus: 'Qualified', count: 3 },
  ],
}

const fetchMock = vi.fn<typeof fetch>()
let listItems: TLead[] = LEADS
const onSearch = vi.fn<(next: TLeadSearch) => void>()

function respond(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = new URL(String(input))
  const path = url.pathname
  if (init?.method === 'PATCH')
    return json({ message: 'Leads of a retained owner', code: 'X' }, 422)
  if (path.endsWith('/lead-statuses')) return json(COUNTS)
  if (path.endsWith('/chats/unread')) {
    return json({ items: [{ conversation_id: 'l-2', totalUnreadMsgs: 3 }] })
  }
  if (path.endsWith('/entity-labels')) {
    return json({ items: [], pageInfo: { pageNumber: 1, pageSize: 200, totalNumItems: 0 } })
  }
  if (path.endsWith('/executives')) {
    return json({
      items: [{ _id: 'user-9', profile: { firstName: 'Neha', lastName: 'Joshi' }, projectIds: [] }],
    })
  }
  return json({
    items: listItems,
    pageInfo: { pageNumber: 1, pageSize: 50, totalNumItems: listItems.length },
  })
}

function Screen({ initial = {}, canChat }: { initial?: TLeadSearch; canChat?: boolean }) {
  const [search, setSearch] = useState<TLeadSearch>(initial)
  return (
    <>
      <LeadList
        slug={SLUG}
        userId="user-1"
        projectId="p-1"
        search={search}
        onSearchChange={(next) => {
          onSearch(next)
          setSearch(next)
        }}
        canAssign
        canChat={canChat}
      />
      <Toaster />
    </>
  )
}

function renderList(initial?: TLeadSearch, canChat = false) {
  return renderWithApp(
    {
      '/developer/manage-leads': () => <Screen initial={initial} canChat={canChat} />,
      '/developer/manage-leads/$leadId': () => null,
    },
    '/developer/manage-leads',
  )
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname.endsWith('/projects/p-1/leads'))

// jsdom lays nothing out: give the virtualized list a viewport, for this file only (the next
// file in this worker shares the same jsdom).
const LAID_OUT = ['clientHeight', 'clientWidth'] as const
const jsdomSizes = LAID_OUT.map((key) =>
  Object.getOwnPropertyDescriptor(HTMLElement.prototype, key),
)
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, value: 800 })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 1000 })
})
afterAll(() => {
  LAID_OUT.forEach((key, i) => {
    const original = jsdomSizes[i]
    if (original) Object.defineProperty(HTMLElement.prototype, key, original)
    else Reflect.deleteProperty(HTMLElement.prototype, key)
  })
})
beforeEach(() => {
  listItems = LEADS
  onSearch.mockReset()
  fetchMock.mockImplementation(async (input, init) => respond(input, init))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(async () => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  await clearDeviceLeads()
  // Each test starts as a new page load would: no set held in memory from the one before.
  forgetSyncedIndex()
})

describe('LeadList', () => {
  it('shows the stage tabs with their counts, "all" first', async () => {
    renderList()
    const tabs = await screen.findByRole('tablist', { name: 'Lead status' })
    await waitFor(() => expect(within(tabs).getAllByRole('tab')[0]?.textContent).toBe('All12'))
    expect(within(tabs).getByRole('tab', { name: /Qualified/ }).textContent).toContain('3')
    expect(await screen.findByRole('link', { name: 'Asha Kulkarni' })).toBeTruthy()
    expect(screen.getByText('2 leads')).toBeTruthy()
  })

  it("badges a lead's unread chat messages, only with the chat scope", async () => {
    renderList(undefined, true)
    const row = (await screen.findByRole('link', { name: 'Rajesh Patil' })).closest(
      '[role=listitem]',
    )
    await waitFor(() =>
      expect(within(row as HTMLElement).getByText('3 unread messages')).toBeTruthy(),
    )
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((url) => url.pathname.endsWith('/chats/unread'))
    expect(asked?.searchParams.get('conversation_ids')).toBe('l-1,l-2')
    const other = screen.getByRole('link', { name: 'Asha Kulkarni' }).closest('[role=listitem]')
    expect(within(other as HTMLElement).queryByText(/unread/)).toBeNull()
  })

  it('asks the server for the chosen tab and the search, 50 a page from page 1', async () => {
    renderList()
    await screen.findByRole('link', { name: 'Asha Kulkarni' })
    const first = listCalls()[0]
    expect(first?.searchParams.get('page')).toBe('1')
    expect(first?.searchParams.get('limit')).toBe('50')
    expect(first?.searchParams.get('leadStatus')).toBe('all')

    fireEvent.click(screen.getByRole('tab', { name: /Qualified/ }))
    await waitFor(() =>
      expect(listCalls().at(-1)?.searchParams.get('leadStatus')).toBe('Qualified'),
    )
    expect(onSearch).toHaveBeenLastCalledWith({ status: 'Qualified' })

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search leads' }), {
      target: { value: 'raj pat' },
    })
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('searchBy')).toBe('raj pat'))
    expect(listCalls().at(-1)?.searchParams.get('leadStatus')).toBe('Qualified')
  })

  it('sends the source filter and the date preset', async () => {
    renderList({ source: 'Website', date: 'today', basis: 'updatedAt' })
    await screen.findByRole('link', { name: 'Asha Kulkarni' })
    const call = listCalls()[0]
    expect(call?.searchParams.get('sourceOfLead')).toBe('Website')
    expect(call?.searchParams.get('dateField')).toBe('updatedAt')
    expect(call?.searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('says when nothing matches, and clears the filters', async () => {
    listItems = []
    renderList({ q: 'nobody', status: 'Booked' })
    expect(await screen.findByText('No leads match these filters')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement)
    expect(onSearch).toHaveBeenLastCalledWith({ status: 'Booked' })
  })

  it("falls back to the device's leads when the server cannot be reached", async () => {
    await getDb().leads.bulkPut([
      toLeadRecord(
        testLead({ _id: 'd-1', profile: { fullName: 'Offline Asha' } as never }),
        'user-1',
      ),
      toLeadRecord(
        testLead({ _id: 'd-2', profile: { fullName: 'Someone Else' } as never }),
        'user-2',
      ),
    ])
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    renderList()
    expect(await screen.findByText('Showing leads saved on this device')).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Offline Asha' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Someone Else' })).toBeNull()
    // The device's own counts fill the tabs.
    await waitFor(() => expect(screen.getAllByRole('tab')[0]?.textContent).toBe('All1'))
  })

  it("shows the device's leads while the server has not answered, then the server's", async () => {
    await getDb().leads.bulkPut([
      toLeadRecord(
        testLead({ _id: 'd-1', profile: { fullName: 'Device Asha' } as never }),
        'user-1',
      ),
    ])
    let answer: (() => void) | undefined
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input)).pathname
      if (!path.endsWith('/projects/p-1/leads')) return respond(input, init)
      // A link that is up but carries nothing, until the test lets the answer through.
      await new Promise<void>((resolve) => (answer = resolve))
      return respond(input, init)
    })
    renderList()
    // No wait for the server: the device's rows, marked as the device's, with the device's total.
    expect(
      await screen.findByRole('link', { name: 'Device Asha' }, { timeout: 15_000 }),
    ).toBeTruthy()
    expect(screen.getByText('Showing leads saved on this device')).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: 'Select Device Asha' })).toBeNull()
    expect(await screen.findByText('1 lead', {}, { timeout: 15_000 })).toBeTruthy()
    await waitFor(() => expect(answer).toBeDefined())
    await act(async () => answer?.())
    expect(
      await screen.findByRole('link', { name: 'Asha Kulkarni' }, { timeout: 15_000 }),
    ).toBeTruthy()
    expect(screen.queryByText('Showing leads saved on this device')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Device Asha' })).toBeNull()
    expect(screen.getByText('2 leads')).toBeTruthy()
  }, 60_000)

  it('marks the row at once and opens the lead once that is painted', async () => {
    await getDb().leads.put(
      toLeadRecord(
        testLead({ _id: 'd-1', profile: { fullName: 'Offline Asha' } as never }),
        'user-1',
      ),
    )
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { container } = renderList()
    const link = await screen.findByRole('link', { name: 'Offline Asha' }, { timeout: 15_000 })
    fireEvent.click(link)
    // Before any navigation: the row says it is being opened.
    expect(link.closest('[role=listitem]')?.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelector('[aria-label="Leads"]')).not.toBeNull()
    // Then the lead's page replaces the list (its route shows nothing here).
    await waitFor(() => expect(container.querySelector('[aria-label="Leads"]')).toBeNull(), {
      timeout: 15_000,
    })
  }, 60_000)

  it('says how old the leads on the device are: as of the last completed sync', async () => {
    const syncedAt = Date.now() - 2 * 60 * 60_000
    setLeadSyncProgress({ running: false, stored: 1, total: 1, completedAt: syncedAt })
    await getDb().leads.bulkPut([toLeadRecord(testLead({ _id: 'd-1' }), 'user-1')])
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    renderList()
    expect(await screen.findByText('Showing leads saved on this device')).toBeTruthy()
    const asOf = isTodayInIndia(syncedAt) ? formatTime(syncedAt) : formatDateTime(syncedAt, 'en')
    expect(await screen.findByText(`Data as of ${asOf}`)).toBeTruthy()
    resetLeadSyncProgress()
    clearFreshness()
  })

  it('selects rows by checkbox and says so when the bulk assignment fails', async () => {
    renderList()
    const box = await screen.findByRole('checkbox', { name: 'Select Rajesh Patil' })
    fireEvent.click(box)
    expect(await screen.findByText('1 selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }))
    const dialog = await screen.findByRole('dialog', { name: 'Assign 1 lead' })
    await within(dialog).findByRole('option', { name: 'Neha Joshi' })
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }))
    })
    expect(await screen.findByText('Lead assignment failed')).toBeTruthy()
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(new URL(String(patch?.[0])).pathname).toBe(
      `/ilead-service/v1/${SLUG}/leads/bulk-assignee`,
    )
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ leadIds: ['l-2'], assigneeId: 'user-9' })
  })

  it('puts a lead added on this device and not yet sent first, waiting to sync', async () => {
    const local = testLead({ _id: 'new-1', profile: { fullName: 'Zoya Local' } as never })
    await getDb().leads.put(toLeadRecord(local, 'user-1', true))
    await getDb().outbox.add({
      id: 'row-1',
      userId: 'user-1',
      orgId: 'org-1',
      entity: 'lead:new-1',
      method: 'POST',
      path: `/ilead-service/v1/${SLUG}/projects/p-1/leads`,
      label: { text: 'Add lead' },
      createdAt: 0,
      payloadVersion: 1,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
    })
    renderList()
    const links = async () => (await screen.findAllByRole('link')).map((l) => l.textContent)
    await waitFor(async () => expect((await links())[0]).toBe('Zoya Local'))
    const row = screen.getAllByRole('listitem')[0] as HTMLElement
    expect(within(row).getByText('Waiting to sync')).toBeTruthy()
    await getDb().outbox.clear()
  })
})
