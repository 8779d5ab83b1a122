import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '../../../lib/db.ts'
import type { LocalLeadQuery } from './query-leads.ts'
import { countLocalLeadStatuses, getLocalLead, queryLocalLeads } from './query-leads.ts'
import { toLeadRecord } from './lead-record.ts'
import { at, testLead } from './lead-test-kit.ts'

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
  await getDb().leads.bulkPut([
    ...leads.map((l) => toLeadRecord(l, 'user-1')),
    toLeadRecord(other, 'user-2'),
  ])
})
afterEach(async () => {
  await getDb().leads.clear()
})

describe('queryLocalLeads', () => {
  it("lists the owner's leads newest first, never another user's", async () => {
    expect(ids(await queryLocalLeads(base))).toEqual(['d', 'c', 'b', 'a'])
    expect(ids(await queryLocalLeads({ ...base, ownerId: 'user-2' }))).toEqual(['x'])
  })

  it('filters by project and stage through the compound indexes', async () => {
    expect(ids(await queryLocalLeads({ ...base, projectId: 'p-1' }))).toEqual(['d', 'b', 'a'])
    expect(ids(await queryLocalLeads({ ...base, leadStatus: 'Qualified' }))).toEqual(['d', 'b'])
    expect(
      ids(await queryLocalLeads({ ...base, projectId: 'p-2', leadStatus: 'Qualified' })),
    ).toEqual([])
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
  it('counts "all" first and every stage, from the index alone or over a filter', async () => {
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
