import { afterEach, describe, expect, it, vi } from 'vitest'
import { LEAD_DETAILS_BATCH_MAX, type TLeadDetails } from '../../../../contract/lead-details.ts'
import { getDb } from '../../../lib/db.ts'
import {
  keepOpenedLeadDetailPart,
  leadDetailsMetaOf,
  storedLeadDetailPart,
} from '../../../offline/lead-details.ts'
import {
  at,
  clearDeviceLeads,
  storeSyncedLeads,
  testLead,
} from '../../../test-utils/lead-test-kit.ts'
import {
  DETAILS_REFRESH_MS,
  RECENT_DETAILS,
  syncLeadDetails,
  type FetchDetails,
} from './sync-lead-details.ts'

const USER = 'user-1'
const TARGET = { slug: 'org-1', userId: USER }
const NOW = Date.parse('2026-11-23T06:00:00Z')
const mine = { _id: USER, firstName: 'Ravi', lastName: 'Shah' }
const theirs = { _id: 'user-2', firstName: 'Meera', lastName: 'Iyer' }
const EMPTY = { items: [], pageInfo: { pageNumber: 1, pageSize: 50, totalNumItems: 0 } }

const detailsOf = (leadId: string): TLeadDetails => ({
  leadId,
  journey: EMPTY,
  tasks: EMPTY,
  siteVisits: EMPTY,
  dispositions: EMPTY,
  bookings: null,
})

/** A server answering every id asked for, but those it no longer shows the user. */
function server(hidden: ReadonlySet<string> = new Set()) {
  return vi.fn<FetchDetails>(async (ids) => ({
    items: ids.filter((id) => !hidden.has(id)).map(detailsOf),
    notFound: ids.filter((id) => hidden.has(id)),
  }))
}

const quick = { pause: () => Promise.resolve(), idle: () => Promise.resolve() }
const asked = (fetch: ReturnType<typeof server>) => fetch.mock.calls.flatMap(([ids]) => [...ids])

afterEach(async () => {
  await clearDeviceLeads()
  await getDb().leadDetails.clear()
  await getDb().leadDetailsMeta.clear()
})

describe('syncLeadDetails', () => {
  it("keeps the details of the user's leads due soon and of their most recently updated", async () => {
    // 230 of the user's leads, l-0 the oldest; two old ones are due; others' leads are not theirs.
    await storeSyncedLeads(USER, [
      ...Array.from({ length: 230 }, (_, i) =>
        testLead({ _id: `l-${i}`, updatedAt: at(i), background: { assignedTo: mine } as never }),
      ),
      testLead({ _id: 'other', updatedAt: at(999), background: { assignedTo: theirs } as never }),
    ])
    const fetchDetails = server()
    const result = await syncLeadDetails(TARGET, {
      ...quick,
      now: () => NOW,
      fetchDetails,
      fetchDue: async () => ({
        items: [
          { leadId: 'l-3', dueAt: '2026-11-24T06:00:00Z' },
          { leadId: 'l-5', dueAt: '2026-11-22T06:00:00Z' },
        ],
      }),
    })
    const recent = Array.from({ length: RECENT_DETAILS }, (_, i) => `l-${229 - i}`)
    expect(new Set(asked(fetchDetails))).toEqual(new Set(['l-3', 'l-5', ...recent]))
    // The due ones first, then the newest; never more than a batch a request.
    expect(asked(fetchDetails).slice(0, 3)).toEqual(['l-3', 'l-5', 'l-229'])
    for (const [ids] of fetchDetails.mock.calls) {
      expect(ids.length).toBeLessThanOrEqual(LEAD_DETAILS_BATCH_MAX)
    }
    expect(result).toEqual({ selected: RECENT_DETAILS + 2, fetched: RECENT_DETAILS + 2 })
    const stored = await storedLeadDetailPart({ ownerId: USER, leadId: 'l-3' }, 'tasks')
    expect(stored).toEqual({ value: EMPTY, fetchedAt: NOW })
    expect((await leadDetailsMetaOf(USER)).get('l-229')?.leadUpdatedAt).toBe(at(229))
  })

  it('fetches again only what changed or grew old, and lets go of what left the selection', async () => {
    const lead = (id: string, minutes: number) =>
      testLead({ _id: id, updatedAt: at(minutes), background: { assignedTo: mine } as never })
    await storeSyncedLeads(USER, [lead('a', 1), lead('b', 2), lead('c', 3)])
    let now = NOW
    /** A run at `now` against a server hiding `hidden`: the ids it asked for. */
    const run = async (hidden?: ReadonlySet<string>) => {
      const fetchDetails = server(hidden)
      await syncLeadDetails(TARGET, {
        ...quick,
        now: () => now,
        fetchDetails,
        fetchDue: async () => ({ items: [{ leadId: 'c', dueAt: '2026-11-24T06:00:00Z' }] }),
      })
      return asked(fetchDetails).sort()
    }
    expect(await run()).toEqual(['a', 'b', 'c'])
    // An hour on, nothing changed: nothing to fetch.
    now += DETAILS_REFRESH_MS - 1
    expect(await run()).toEqual([])
    // 'b' changed on the server (a later sync brought it).
    await storeSyncedLeads(USER, [lead('b', 50)])
    expect(await run()).toEqual(['b'])
    // Past the hour, the others are old; the server no longer shows 'a': its details go.
    now += 2
    expect(await run(new Set(['a']))).toEqual(['a', 'c'])
    expect([...(await leadDetailsMetaOf(USER)).keys()].sort()).toEqual(['b', 'c'])
  })

  it('keeps the details of a lead opened on this device after it leaves the selection', async () => {
    await keepOpenedLeadDetailPart({ ownerId: USER, leadId: 'opened' }, 'journey', EMPTY, NOW)
    await storeSyncedLeads(USER, [
      testLead({ _id: 'x', updatedAt: at(1), background: { assignedTo: mine } as never }),
    ])
    await syncLeadDetails(TARGET, {
      ...quick,
      now: () => NOW,
      fetchDetails: server(),
      fetchDue: async () => ({ items: [] }),
    })
    expect([...(await leadDetailsMetaOf(USER)).keys()].sort()).toEqual(['opened', 'x'])
    expect(await storedLeadDetailPart({ ownerId: USER, leadId: 'opened' }, 'journey')).toEqual({
      value: EMPTY,
      fetchedAt: NOW,
    })
  })
})
