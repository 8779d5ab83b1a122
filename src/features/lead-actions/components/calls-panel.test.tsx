import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DISPOSITION_PATHS,
  type TCall,
  type TDispositionCreate,
} from '../../../../contract/dispositions.ts'
import { HEADERS } from '../../../../contract/http.ts'
import { getDb } from '../../../lib/db.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import { USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { usePendingActions } from '../offline/use-pending-actions.ts'
import { CallsPanel } from './calls-panel.tsx'

const SLUG = 'in/siteoffice/org-1'
const LEAD_ID = 'lead-1'
const CONTEXT = { slug: SLUG, leadId: LEAD_ID, leadName: 'Asha Kulkarni' }
const PHONES = { whatsAppNumber: 'XXXXXX4321', alternateNumber: 'XXXXXX4567' }
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const placedCall = (o: Partial<TCall> = {}): TCall => ({
  _id: 'call-1',
  leadId: LEAD_ID,
  leadName: 'Asha Kulkarni',
  projectId: 'p-1',
  projectName: 'Skyline Heights',
  callType: 'Out Bound',
  callStatus: 'No Answer',
  durationSec: 245,
  toNumber: 'XXXXXX4567',
  calledBy: { _id: USER_A.userId, firstName: 'Neha', lastName: 'Joshi' },
  callSid: 'DEV-1',
  provider: 'development',
  dispositionId: null,
  recordingId: null,
  startedAt: '2026-11-21T05:00:00.000Z',
  ...o,
})

const fetchMock = vi.fn<typeof fetch>()
/** The server's calls of this lead without a disposition. */
let waiting: TCall[] = []
/** What the phone service makes of the next call. */
let nextCall: TCall = placedCall()

beforeEach(() => {
  setOutboxPrincipal(USER_A)
  waiting = []
  nextCall = placedCall()
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input))
    if (init?.method === 'POST' && url.pathname === DISPOSITION_PATHS.callLead(SLUG)) {
      waiting = [nextCall, ...waiting]
      return json(nextCall, 201)
    }
    if (url.pathname === DISPOSITION_PATHS.pendingDispositions(SLUG)) {
      return json({ items: waiting.filter((c) => c.leadId === url.searchParams.get('leadId')) })
    }
    if (url.pathname === DISPOSITION_PATHS.dispositions(SLUG, LEAD_ID)) {
      return json({ items: [], pageInfo: { pageNumber: 1, pageSize: 50, totalNumItems: 0 } })
    }
    return json({ message: 'Not found', code: 'NOT_FOUND' }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(async () => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  setOutboxPrincipal(null)
  await getDb().outbox.clear()
})

/** The panel as the lead page composes it: its queued actions read back from the outbox. */
function Calls({ online }: { online: boolean }) {
  const pending = usePendingActions(SLUG, LEAD_ID)
  return <CallsPanel context={CONTEXT} phones={PHONES} pending={pending} online={online} />
}

const callPosts = () =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      init?.method === 'POST' && new URL(String(input)).pathname.endsWith('/call-lead'),
  )
const waitingList = () => screen.getByRole('list', { name: 'Calls waiting for an outcome' })

describe('CallsPanel', () => {
  it('offline: the call button is disabled and says why; a call can still be logged by hand', async () => {
    renderWithProviders(<Calls online={false} />)
    const call = screen.getByRole('button', { name: 'Call' }) as HTMLButtonElement
    expect(call.disabled).toBe(true)
    expect(call.getAttribute('aria-describedby')).toBeTruthy()
    const why = document.getElementById(call.getAttribute('aria-describedby')!)
    expect(why?.textContent).toMatch(/needs the internet/)
    fireEvent.click(call)
    expect(callPosts()).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Log call' })).toBeTruthy()
    await screen.findByText('No calls logged yet.')
  })

  it('places a call on the chosen number, shows its status, and lists it as waiting for an outcome', async () => {
    renderWithProviders(<Calls online />)
    await screen.findByText('No calls logged yet.')
    expect(screen.queryByRole('list', { name: 'Calls waiting for an outcome' })).toBeNull()
    fireEvent.change(screen.getByRole('combobox', { name: 'Number to call' }), {
      target: { value: 'alternate' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Call' }))

    const result = await screen.findByRole('status')
    expect(result.textContent).toContain('Call to XXXXXX4567:')
    expect(within(result).getByText('No Answer')).toBeTruthy()
    const [[, init]] = callPosts() as [[RequestInfo, RequestInit]]
    const body = JSON.parse(String(init.body)) as Record<string, unknown>
    expect(body).toMatchObject({ leadId: LEAD_ID, callAlternateNumber: true })
    expect(typeof body._id).toBe('string')
    expect(new Headers(init.headers).get(HEADERS.idempotencyKey)).toBe(`call-${String(body._id)}`)

    const row = within(waitingList()).getByRole('listitem')
    expect(within(row).getByText('XXXXXX4567')).toBeTruthy()
    expect(
      within(row).getByRole('button', { name: /^Log outcome: call to XXXXXX4567/ }),
    ).toBeTruthy()
  })

  it('logs the outcome of a waiting call, linked to it, and shows it waiting to sync', async () => {
    waiting = [placedCall()]
    renderWithProviders(<Calls online={false} />)
    fireEvent.click(await screen.findByRole('button', { name: /^Log outcome: call to XXXXXX4567/ }))

    const form = screen.getByRole('form', { name: 'Log a call' })
    expect(within(form).getByText(/Outcome of the call to XXXXXX4567/)).toBeTruthy()
    expect(
      (within(form).getByRole('combobox', { name: /^Call status/ }) as HTMLSelectElement).value,
    ).toBe('No Answer')
    // The phone service measured the call: no minutes to type.
    expect(within(form).queryByLabelText('Duration (minutes)')).toBeNull()
    fireEvent.change(within(form).getByLabelText('Notes'), {
      target: { value: 'Busy, will call back' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Save call outcome' }))

    await within(waitingList()).findByText('Outcome logged, waiting to sync')
    expect(within(waitingList()).queryByRole('button', { name: /^Log outcome/ })).toBeNull()
    const rows = await getDb().outbox.toArray()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.path).toBe(DISPOSITION_PATHS.dispositions(SLUG, LEAD_ID))
    expect(rows[0]?.body).toMatchObject({
      callId: 'call-1',
      callType: 'Out Bound',
      callStatus: 'No Answer',
      durationSec: 245,
      notes: 'Busy, will call back',
    } satisfies Partial<TDispositionCreate>)
    // The form is back to logging a call by hand; the queued outcome is among the lead's calls.
    expect(screen.getByRole('button', { name: 'Log call' })).toBeTruthy()
    const calls = screen.getByRole('list', { name: 'Calls of this lead' })
    expect(within(calls).getByText('Busy, will call back')).toBeTruthy()
    expect(within(calls).getByText('Waiting to sync')).toBeTruthy()
  })
})
