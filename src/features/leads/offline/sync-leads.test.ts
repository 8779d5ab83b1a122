import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TLead, TLeadSyncAccess, TLeadSyncPage } from '../../../../contract/leads.ts'
import { getDb } from '../../../lib/db.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import { SET_ASIDE_CODES } from '../../../offline/outbox/set-aside.ts'
import { toLeadRecord } from './lead-record.ts'
import {
  forgetSyncedIndex,
  readDeviceHead,
  readDeviceLeads,
  syncedIndexInMemory,
} from './lead-store.ts'
import { at, clearDeviceLeads, testLead } from '../../../test-utils/lead-test-kit.ts'
import { getLocalLead } from './query-leads.ts'
import type { LeadSyncTarget } from './sync-state.ts'
import {
  FULL_RESYNC_AFTER_MS,
  SYNC_PAGE_SIZE,
  syncLeads,
  type FetchSyncPage,
} from './sync-leads.ts'

const MANAGER: LeadSyncTarget = {
  slug: 'org-1',
  userId: 'user-1',
  projectId: 'p-1',
  canSeeAllOfProject: true,
}
const EXEC: LeadSyncTarget = { ...MANAGER, canSeeAllOfProject: false }

const leads = (from: number, count: number, overrides: Partial<TLead> = {}) =>
  Array.from({ length: count }, (_, i) =>
    testLead({ _id: `l-${from + i}`, updatedAt: at(from + i), ...overrides }),
  )

const EVERY_PROJECT: TLeadSyncAccess = { allOf: null, ownOf: null }

/**
 * A server holding `all`, paged by the cursor "after:<index>", `size` per page; its deletion
 * feed says `removed` left the set, and `access` what the user sees.
 */
function server(
  all: () => TLead[],
  size: number,
  feed: { removed?: () => string[]; access?: () => TLeadSyncAccess } = {},
) {
  const fetchPage = vi.fn<FetchSyncPage>(async ({ after }) => {
    const list = all()
    const start = after ? Number(after.split(':')[1]) : 0
    const items = list.slice(start, start + size)
    const end = start + items.length
    return new Blob([
      JSON.stringify({
        items,
        nextCursor: end < list.length ? `after:${end}` : null,
        resumeCursor: `after:${end}`,
        total: list.length,
        cap: 50_000,
        removed: feed.removed?.() ?? [],
        access: feed.access?.() ?? EVERY_PROJECT,
      } satisfies TLeadSyncPage),
    ])
  })
  return fetchPage
}

const noYield = () => Promise.resolve()

afterEach(clearDeviceLeads)

/** The ids of the user's leads on the device, synced and own copies. */
async function deviceIds(ownerId = 'user-1'): Promise<string[]> {
  const leads = await readDeviceLeads(ownerId)
  const synced = leads.sortedSynced((a, b) => (a._id < b._id ? -1 : 1), 'id')
  return [...synced.filter((r) => !leads.ownIds.has(r._id)), ...leads.own].map((r) => r._id).sort()
}

describe('syncLeads', () => {
  it("stores a manager's project for the signed-in user, page by page", async () => {
    const fetchPage = server(() => leads(0, 7), 3)
    const progress: number[] = []
    const state = await syncLeads(MANAGER, {
      fetchPage,
      yieldToMain: noYield,
      onProgress: (s) => progress.push(s.stored),
    })
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(fetchPage.mock.calls[0]?.[0]).toEqual({
      projectId: 'p-1',
      after: undefined,
      limit: SYNC_PAGE_SIZE,
    })
    expect(progress).toEqual([3, 6, 7])
    expect(state).toMatchObject({ key: 'user-1:p-1', scope: 'p-1', total: 7, stored: 7 })
    expect(state.completedAt).not.toBeNull()
    expect(await deviceIds()).toHaveLength(7)
    expect(await deviceIds('user-2')).toEqual([])
    expect(await getDb().leadChunks.count()).toBe(3)
  })

  it("syncs an executive's own leads without a project", async () => {
    const fetchPage = server(() => leads(0, 2), 10)
    const state = await syncLeads(EXEC, { fetchPage, yieldToMain: noYield })
    expect(fetchPage.mock.calls[0]?.[0].projectId).toBeUndefined()
    expect(state.key).toBe('user-1:mine')
  })

  it('resumes an interrupted pass from the stored cursor', async () => {
    const all = leads(0, 9)
    let calls = 0
    const failing = server(() => all, 3)
    const flaky = vi.fn<FetchSyncPage>(async (query, signal) => {
      calls += 1
      if (calls === 2) throw new Error('offline')
      return failing(query, signal)
    })
    await expect(syncLeads(MANAGER, { fetchPage: flaky, yieldToMain: noYield })).rejects.toThrow()
    expect(await getDb().leadSync.get('user-1:p-1')).toMatchObject({
      cursor: 'after:3',
      completedAt: null,
      stored: 3,
    })

    const resumed = server(() => all, 3)
    const state = await syncLeads(MANAGER, { fetchPage: resumed, yieldToMain: noYield })
    expect(resumed.mock.calls[0]?.[0].after).toBe('after:3')
    expect(resumed).toHaveBeenCalledTimes(2)
    expect(state.stored).toBe(9)
  })

  it('asks only for what follows the last page on a later run', async () => {
    let all = leads(0, 5)
    const fetchPage = server(() => all, 3)
    await syncLeads(MANAGER, { fetchPage, yieldToMain: noYield })
    fetchPage.mockClear()
    all = [...all, ...leads(5, 1)]
    const state = await syncLeads(MANAGER, { fetchPage, yieldToMain: noYield })
    expect(fetchPage).toHaveBeenCalledTimes(1)
    expect(fetchPage.mock.calls[0]?.[0].after).toBe('after:5')
    expect(state.stored).toBe(6)
    expect(await deviceIds()).toHaveLength(6)
  })

  it('starts over after a day and sweeps leads no longer sent, keeping pending ones', async () => {
    let now = Date.UTC(2024, 2, 10)
    let all = leads(0, 6)
    const fetchPage = server(() => all, 4)
    await syncLeads(MANAGER, { fetchPage, yieldToMain: noYield, now: () => now })
    // l-1 was reassigned away; l-2 has a change waiting in the outbox.
    all = all.filter((l) => l._id !== 'l-1' && l._id !== 'l-2')
    const pending = toLeadRecord({ ...testLead({ _id: 'l-2' }), version: 9 }, 'user-1', true)
    await getDb().leads.put(pending)

    now += FULL_RESYNC_AFTER_MS / 2
    fetchPage.mockClear()
    await syncLeads(MANAGER, { fetchPage, yieldToMain: noYield, now: () => now })
    expect(fetchPage.mock.calls[0]?.[0].after).toBe('after:6')
    expect(await deviceIds()).toContain('l-1')

    now += FULL_RESYNC_AFTER_MS + 1
    fetchPage.mockClear()
    const state = await syncLeads(MANAGER, { fetchPage, yieldToMain: noYield, now: () => now })
    expect(fetchPage.mock.calls[0]?.[0].after).toBeUndefined()
    expect(await deviceIds()).not.toContain('l-1')
    expect(await getLocalLead('user-1', 'l-2')).toMatchObject({ version: 9, pendingSync: true })
    expect(await getDb().leadChunks.count()).toBe(1)
    expect(state.stored).toBe(4)
  })

  it('never overwrites a row the outbox owns', async () => {
    const local = toLeadRecord(
      testLead({ _id: 'l-0', profile: { fullName: 'Edited Offline' } as never }),
      'user-1',
      true,
    )
    await getDb().leads.put(local)
    await syncLeads(MANAGER, { fetchPage: server(() => leads(0, 3), 10), yieldToMain: noYield })
    expect((await getLocalLead('user-1', 'l-0'))?.profile.fullName).toBe('Edited Offline')
    expect((await getLocalLead('user-1', 'l-1'))?.profile.fullName).toBe('Asha Kulkarni')
  })

  it('stores each page as one chunk, and refuses a page the contract does not allow', async () => {
    const add = vi.spyOn(getDb().leadChunks, 'add')
    await syncLeads(MANAGER, { fetchPage: server(() => leads(0, 7), 3), yieldToMain: noYield })
    expect(add.mock.calls.map(([chunk]) => chunk.rows.length)).toEqual([3, 3, 1])
    add.mockRestore()

    const broken = vi.fn<FetchSyncPage>(async () => new Blob(['{"items":[{"_id":1}]}']))
    await expect(syncLeads(EXEC, { fetchPage: broken, yieldToMain: noYield })).rejects.toThrow()
    expect(await getDb().leadSync.get('user-1:mine')).toBeUndefined()
  })

  it('drops a lead the feed says left, and sets its waiting change aside with the reason', async () => {
    let removed: string[] = []
    const fetchPage = server(() => leads(0, 4), 10, { removed: () => removed })
    await syncLeads(EXEC, { fetchPage, yieldToMain: noYield })
    // A change to l-1 waits, and l-1 has a copy of this device's; l-3 has a change in flight.
    const principal = { userId: 'user-1', orgId: 'org-1' }
    const queue = (leadId: string) =>
      enqueue(
        { entity: leadEntity(leadId), method: 'PATCH', path: `/leads/${leadId}`, label: leadId },
        { principal },
      )
    const waiting = await queue('l-1')
    await getDb().leads.put(toLeadRecord(testLead({ _id: 'l-1' }), 'user-1', false))
    const flying = await queue('l-3')
    await getDb().outbox.where('id').equals(flying).modify({ state: 'in-flight' })

    removed = ['l-1', 'l-3']
    await syncLeads(EXEC, { fetchPage, yieldToMain: noYield })
    expect(await deviceIds()).toEqual(['l-0', 'l-2'])
    expect(await getLocalLead('user-1', 'l-1')).toBeNull()
    expect(await getDb().outbox.get({ id: waiting })).toMatchObject({
      state: 'needs-attention',
      lastError: { code: SET_ASIDE_CODES.leadLeft },
    })
    // A request under way is left to the server's answer.
    expect((await getDb().outbox.get({ id: flying }))?.state).toBe('in-flight')
  })

  it("keeps a lead that left the executive's own leads when the user's project holds it", async () => {
    const inProject = leads(0, 2, { projectId: 'p-1' })
    await syncLeads(MANAGER, { fetchPage: server(() => inProject, 10), yieldToMain: noYield })
    await syncLeads(
      { ...MANAGER, projectId: null },
      { fetchPage: server(() => [], 10, { removed: () => ['l-0'] }), yieldToMain: noYield },
    )
    expect(await deviceIds()).toEqual(['l-0', 'l-1'])
  })

  it('drops the leads of a project the user no longer sees', async () => {
    let access: TLeadSyncAccess = { allOf: [], ownOf: ['p-1', 'p-2'] }
    const all = [...leads(0, 2, { projectId: 'p-1' }), ...leads(2, 2, { projectId: 'p-2' })]
    const fetchPage = server(() => all, 10, { access: () => access })
    await syncLeads(EXEC, { fetchPage, yieldToMain: noYield })
    expect(await deviceIds()).toHaveLength(4)
    access = { allOf: [], ownOf: ['p-1'] }
    await syncLeads(EXEC, { fetchPage, yieldToMain: noYield })
    expect(await deviceIds()).toEqual(['l-0', 'l-1'])
  })

  it('leaves the whole set out of memory, and the head current, after a sync', async () => {
    forgetSyncedIndex()
    let all = leads(0, 300)
    const fetchPage = server(() => all, 100, { removed: () => ['l-5'] })
    await syncLeads(MANAGER, { fetchPage, yieldToMain: noYield })
    all = [...all, ...leads(300, 2)]
    await syncLeads(MANAGER, { fetchPage, yieldToMain: noYield })
    expect(syncedIndexInMemory()).toBe(false)
    // A cold start's first screen is the newest rows, as the whole set would give them.
    const head = await readDeviceHead('user-1')
    expect(head?.rows.map((row) => row._id).slice(0, 3)).toEqual(['l-301', 'l-300', 'l-299'])
    expect(head?.rows).toHaveLength(200)
  })

  it('keeps the body of every synced lead for the detail screen', async () => {
    await syncLeads(MANAGER, { fetchPage: server(() => leads(0, 5), 2), yieldToMain: noYield })
    expect(await getLocalLead('user-1', 'l-3')).toMatchObject({ _id: 'l-3', version: 1 })
    expect(await getLocalLead('user-2', 'l-3')).toBeNull()
  })
})
