import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '../../../lib/db.ts'
import type { LocalLeadQuery } from './local-lead-query.ts'
import { countLocalLeadStatuses, getLocalLead, queryLocalLeads } from './query-leads.ts'
import { toLeadRecord } from './lead-record.ts'
import { forgetSyncedIndex, readDeviceHead, saveLeadHead } from './lead-store.ts'
import {
  at,
  clearDeviceLeads,
  storeSyncedLeads,
  testLead,
} from '../../../test-utils/lead-test-kit.ts'

const base: LocalLeadQuery = {
  ownerId: 'user-1',
  projectId: null,
  sort: 'updatedAt',
  order: 'desc',
}

const ids = (page: { items: { _id: string }[] }) => page.items.map((l) => l._id)

beforeEach(async () => {
  const leads = [
    testLead({
      _id: 'a',
      updatedAt: at(1),
      createdAt: at(30),
      profile: { fullName: 'Asha Kulkarni' } as never,
    }),
    testLead({
      _id: 'b',
      updatedAt: at(2),
      createdAt: at(20),
      leadStatus: 'Qualified',
      labels: ['Hot'],
      profile: {
        fullName: 'Rajesh Patil',
        sourceOfLead: 'Walk-in',
        currentLocation: 'Mumbai',
      } as never,
    }),
    testLead({
      _id: 'c',
      updatedAt: at(3),
      createdAt: at(10),
      projectId: 'p-2',
      profile: { fullName: 'Raj Malhotra', currentLocation: 'Pune' } as never,
      background: { assignedTo: null } as never,
    }),
    testLead({
      _id: 'd',
      updatedAt: at(4),
      createdAt: at(40),
      leadStatus: 'Qualified',
      profile: {
        fullName: 'Meera Raje',
        whatsAppNumber: 'XXXXXX9876',
        currentLocation: 'Nashik',
      } as never,
    }),
  ]
  const other = testLead({
    _id: 'x',
    updatedAt: at(5),
    profile: { fullName: 'Raj Other' } as never,
  })
  await storeSyncedLeads('user-1', leads.slice(0, 2), 'p-1')
  await storeSyncedLeads('user-1', leads.slice(2))
  await storeSyncedLeads('user-2', [other])
})
afterEach(clearDeviceLeads)

describe('queryLocalLeads', () => {
  it("lists the owner's leads newest first, never another user's", async () => {
    expect(ids(await queryLocalLeads(base))).toEqual(['d', 'c', 'b', 'a'])
    expect(ids(await queryLocalLeads({ ...base, ownerId: 'user-2' }))).toEqual(['x'])
  })

  it('filters by project and stage', async () => {
    expect(ids(await queryLocalLeads({ ...base, projectId: 'p-1' }))).toEqual(['d', 'b', 'a'])
    expect(ids(await queryLocalLeads({ ...base, leadStatus: 'Qualified' }))).toEqual(['d', 'b'])
    expect(
      ids(await queryLocalLeads({ ...base, projectId: 'p-2', leadStatus: 'Qualified' })),
    ).toEqual([])
    // A set of stages (a home bucket's), and the tab within it.
    const fresh = { ...base, leadStatuses: ['New Lead', 'Open'] }
    expect(ids(await queryLocalLeads(fresh))).toEqual(['c', 'a'])
    expect(ids(await queryLocalLeads({ ...fresh, leadStatus: 'Qualified' }))).toEqual([])
    const counts = await countLocalLeadStatuses(fresh)
    expect(counts.items[0]).toEqual({ leadStatus: 'all', count: 2 })
  })

  it('matches every word of a search as a prefix (intersection)', async () => {
    expect(ids(await queryLocalLeads({ ...base, searchBy: 'raj' }))).toEqual(['d', 'c', 'b'])
    expect(ids(await queryLocalLeads({ ...base, searchBy: 'Raj pune' }))).toEqual(['c'])
    expect(ids(await queryLocalLeads({ ...base, searchBy: 'raj mum' }))).toEqual(['b'])
    expect(ids(await queryLocalLeads({ ...base, searchBy: '9876' }))).toEqual(['d'])
    expect(ids(await queryLocalLeads({ ...base, searchBy: 'nobody' }))).toEqual([])
  })

  it('filters by source, label, assignee and date', async () => {
    expect(ids(await queryLocalLeads({ ...base, sourceOfLead: 'Walk-in' }))).toEqual(['b'])
    expect(ids(await queryLocalLeads({ ...base, label: 'Hot' }))).toEqual(['b'])
    expect(ids(await queryLocalLeads({ ...base, assigneeId: 'unassigned' }))).toEqual(['c'])
    expect(ids(await queryLocalLeads({ ...base, assigneeId: 'user-1' }))).toEqual(['d', 'b', 'a'])
    const updated = {
      dateField: 'updatedAt',
      fromMs: Date.parse(at(2)),
      toMs: Date.parse(at(3)),
    } as const
    expect(ids(await queryLocalLeads({ ...base, ...updated }))).toEqual(['c', 'b'])
    const created = {
      dateField: 'createdAt',
      fromMs: Date.parse(at(15)),
      toMs: Date.parse(at(35)),
    } as const
    expect(ids(await queryLocalLeads({ ...base, ...created }))).toEqual(['b', 'a'])
  })

  it('sorts by update, create date or name, either way', async () => {
    expect(ids(await queryLocalLeads({ ...base, order: 'asc' }))).toEqual(['a', 'b', 'c', 'd'])
    expect(ids(await queryLocalLeads({ ...base, sort: 'createdAt' }))).toEqual(['d', 'a', 'b', 'c'])
    expect(ids(await queryLocalLeads({ ...base, sort: 'fullName', order: 'asc' }))).toEqual([
      'a',
      'd',
      'c',
      'b',
    ])
  })

  it('pages, also after a residual filter', async () => {
    const first = await queryLocalLeads(base, 0, 3)
    expect(ids(first)).toEqual(['d', 'c', 'b'])
    expect(first.hasMore).toBe(true)
    const second = await queryLocalLeads(base, 1, 3)
    expect(ids(second)).toEqual(['a'])
    expect(second.hasMore).toBe(false)
    const filtered = { ...base, assigneeId: 'user-1' }
    expect(ids(await queryLocalLeads(filtered, 1, 2))).toEqual(['a'])
    expect(ids(await queryLocalLeads({ ...base, searchBy: 'raj' }, 1, 2))).toEqual(['b'])
  })
})

describe('countLocalLeadStatuses', () => {
  it('counts "all" first and every stage, over the filters', async () => {
    const counts = await countLocalLeadStatuses({ ...base, leadStatus: 'Qualified' })
    expect(counts.items[0]).toEqual({ leadStatus: 'all', count: 4 })
    expect(counts.items.find((c) => c.leadStatus === 'Qualified')?.count).toBe(2)
    expect(counts.items.find((c) => c.leadStatus === 'Booked')?.count).toBe(0)
    const searched = await countLocalLeadStatuses({ ...base, searchBy: 'raj' })
    expect(searched.items[0]?.count).toBe(3)
    expect(searched.items.find((c) => c.leadStatus === 'New Lead')?.count).toBe(1)
    const filtered = await countLocalLeadStatuses({ ...base, label: 'Hot' })
    expect(filtered.items[0]?.count).toBe(1)
  })
})

describe('getLocalLead', () => {
  it("returns the owner's copy only", async () => {
    expect((await getLocalLead('user-1', 'a'))?._id).toBe('a')
    expect(await getLocalLead('user-1', 'x')).toBeNull()
  })
})

describe("the device's own copies", () => {
  it('show instead of the synced row while waiting, and until a newer sync', async () => {
    const edited = testLead({
      _id: 'a',
      updatedAt: at(9),
      profile: { fullName: 'Asha Edited' } as never,
    })
    await getDb().leads.put(toLeadRecord(edited, 'user-1', true))
    const page = await queryLocalLeads(base)
    expect(ids(page)).toEqual(['a', 'd', 'c', 'b'])
    expect(page.items[0]).toMatchObject({ pendingSync: true, profile: { fullName: 'Asha Edited' } })
    expect(ids(await queryLocalLeads({ ...base, searchBy: 'asha' }))).toEqual(['a'])
    expect((await countLocalLeadStatuses(base)).items[0]?.count).toBe(4)

    // Sent: still shown, being newer than the synced row...
    await getDb().leads.put(toLeadRecord(edited, 'user-1'))
    expect((await getLocalLead('user-1', 'a'))?.profile.fullName).toBe('Asha Edited')
    // ...until a sync brings the server's later word.
    await storeSyncedLeads('user-1', [testLead({ _id: 'a', updatedAt: at(10) })])
    expect((await getLocalLead('user-1', 'a'))?.profile.fullName).toBe('Asha Kulkarni')
    expect(ids(await queryLocalLeads(base))).toEqual(['a', 'd', 'c', 'b'])
  })

  it('adds a lead created on the device', async () => {
    const added = testLead({ _id: 'n', updatedAt: at(2.5) })
    await getDb().leads.put(toLeadRecord(added, 'user-1', true))
    expect(ids(await queryLocalLeads(base))).toEqual(['d', 'c', 'n', 'b', 'a'])
    expect(ids(await queryLocalLeads({ ...base, order: 'asc' }))).toEqual(['a', 'b', 'n', 'c', 'd'])
  })
})

describe('a cold start', () => {
  it('pages newest first from the saved head as the whole set would, own copies merged', async () => {
    await getDb().leads.put(
      toLeadRecord(testLead({ _id: 'n', updatedAt: at(2.5) }), 'user-1', true),
    )
    await saveLeadHead('user-1')
    const warm = await queryLocalLeads({ ...base, leadStatus: 'New Lead' }, 0, 2)
    forgetSyncedIndex()
    const cold = await queryLocalLeads({ ...base, leadStatus: 'New Lead' }, 0, 2)
    expect(ids(cold)).toEqual(['c', 'n'])
    expect(cold).toEqual(warm)
  })

  it('keeps the newest rows of many in the head, whatever order they were stored in', async () => {
    const many = Array.from({ length: 260 }, (_, i) =>
      testLead({ _id: `m-${i}`, updatedAt: at(100 + ((i * 37) % 260)) }),
    )
    await storeSyncedLeads('user-1', many)
    await saveLeadHead('user-1')
    const warm = await queryLocalLeads(base, 1, 50)
    forgetSyncedIndex()
    const cold = await queryLocalLeads(base, 1, 50)
    expect(cold).toEqual(warm)
    expect(cold.items[0]?.updatedAt).toBe(at(100 + 209))
  })

  it('keeps the head current chunk by chunk, as a sync cut short leaves it', async () => {
    forgetSyncedIndex()
    const head = await readDeviceHead('user-1')
    expect(head?.rows.map((row) => row._id)).toEqual(['d', 'c', 'b', 'a'])
    expect((await readDeviceHead('user-2'))?.rows.map((row) => row._id)).toEqual(['x'])
  })

  it('reads the whole set when a chunk came after the head was saved', async () => {
    await saveLeadHead('user-1')
    await storeSyncedLeads('user-1', [testLead({ _id: 'e', updatedAt: at(8) })])
    forgetSyncedIndex()
    expect(ids(await queryLocalLeads(base, 0, 2))).toEqual(['e', 'd'])
  })
})
