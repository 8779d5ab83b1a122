import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TDisposition } from '../../../../contract/dispositions.ts'
import type { TLeadDetails } from '../../../../contract/lead-details.ts'
import type { TSiteVisit } from '../../../../contract/site-visits.ts'
import type { TTask } from '../../../../contract/tasks.ts'
import { getDb } from '../../../lib/db.ts'
import { storeLeadDetails } from '../../../offline/lead-details.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import { USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { CallsPanel } from './calls-panel.tsx'
import { SiteVisitsPanel } from './site-visits-panel.tsx'
import { TasksPanel } from './tasks-panel.tsx'

/**
 * Offline, a lead's tasks, visits and calls come from the device when its details are saved
 * there (decision 0017), and otherwise say plainly that they need the network.
 */
const SLUG = 'in/siteoffice/org-1'
const SAVED = 'lead-saved'
const NEVER_OPENED = 'lead-never-opened'
const person = { _id: USER_A.userId, firstName: 'Neha', lastName: 'Joshi' }
const page = <T,>(items: T[]) => ({
  items,
  pageInfo: { pageNumber: 1, pageSize: 50, totalNumItems: items.length },
})

const task: TTask = {
  _id: 'task-1',
  orgId: 'org-1',
  projectId: 'p-1',
  project: { _id: 'p-1', projectName: 'Skyline Heights' },
  leadId: SAVED,
  lead: { _id: SAVED, fullName: 'Asha Kulkarni', leadStatus: 'Qualified' },
  taskType: 'Follow Up',
  taskStatus: 'Pending',
  isActive: true,
  isEscalated: false,
  dueDate: '2026-11-25T05:30:00.000Z',
  completedAt: null,
  notes: 'Send the floor plans',
  assigneeId: person,
  dispositionId: null,
  siteVisitId: null,
  createdAt: '2026-11-20T05:30:00.000Z',
}
const visit: TSiteVisit = {
  _id: 'visit-1',
  orgId: 'org-1',
  projectId: 'p-1',
  leadId: SAVED,
  leadName: 'Asha Kulkarni',
  visitType: 'Site Visit',
  status: 'Scheduled',
  scheduledAt: '2026-11-26T05:30:00.000Z',
  startedAt: null,
  completedAt: null,
  cancellationReason: null,
  notes: 'Bring the family',
  assignee: person,
  otpEnteredAt: null,
  location: null,
  previousVisitId: null,
  taskId: null,
  createdAt: '2026-11-20T05:30:00.000Z',
  updatedAt: '2026-11-20T05:30:00.000Z',
}
const call: TDisposition = {
  _id: 'disposition-1',
  leadId: SAVED,
  projectId: 'p-1',
  callId: 'call-1',
  callType: 'Out Bound',
  callStatus: 'Connected',
  callResult: 'answered',
  durationSec: 120,
  notes: 'Wants a higher floor',
  nextStep: { kind: 'none', at: null },
  taskId: null,
  siteVisitId: null,
  recordingId: null,
  recordingUrl: null,
  createdBy: person,
  madeAt: '2026-11-20T05:30:00.000Z',
  createdAt: '2026-11-20T05:30:00.000Z',
}
const details: TLeadDetails = {
  leadId: SAVED,
  journey: page([]),
  tasks: page([task]),
  siteVisits: page([visit]),
  dispositions: page([call]),
  bookings: null,
}

const fetchMock = vi.fn<typeof fetch>()

beforeEach(async () => {
  setOutboxPrincipal(USER_A)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
  vi.stubGlobal('fetch', fetchMock)
  await storeLeadDetails(USER_A.userId, [details], new Map(), Date.now())
})

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setOutboxPrincipal(null)
  await getDb().leadDetails.clear()
  await getDb().leadDetailsMeta.clear()
})

function Panels({ leadId }: { leadId: string }) {
  const context = { slug: SLUG, leadId, leadName: 'Asha Kulkarni' }
  return (
    <>
      <TasksPanel context={context} pending={[]} />
      <SiteVisitsPanel context={context} userId={USER_A.userId} pending={[]} />
      <CallsPanel
        context={context}
        phones={{ whatsAppNumber: 'XXXXXX4321', alternateNumber: null }}
        pending={[]}
        online={false}
      />
    </>
  )
}

describe("a lead's panels offline", () => {
  it("show the device's copy of a lead whose details are saved", async () => {
    renderWithProviders(<Panels leadId={SAVED} />)
    const tasks = screen.getByRole('list', { name: 'Tasks of this lead' })
    expect(await within(tasks).findByText('Send the floor plans')).toBeTruthy()
    const visits = screen.getByRole('list', { name: 'Site visits of this lead' })
    expect(await within(visits).findByText(/Bring the family/)).toBeTruthy()
    const calls = screen.getByRole('list', { name: 'Calls of this lead' })
    expect(await within(calls).findByText('Wants a higher floor')).toBeTruthy()
    expect(screen.queryByText('Internet Connection error')).toBeNull()
  })

  it('say which parts need the network for a lead never opened, with no error to retry', async () => {
    renderWithProviders(<Panels leadId={NEVER_OPENED} />)
    for (const text of [
      "This lead's tasks are not saved on this device. They are shown when you are online.",
      "This lead's site visits are not saved on this device. They are shown when you are online.",
      "This lead's calls are not saved on this device. They are shown when you are online.",
    ]) {
      expect(await screen.findByText(text)).toBeTruthy()
    }
    expect(screen.queryByText('Internet Connection error')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
