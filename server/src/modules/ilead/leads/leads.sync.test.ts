import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import { LEAD_PATHS, ZLeadSyncPage, type TLeadSyncPage } from '../../../../../contract/leads.ts'
import type { TestServer } from '../../../../test/harness.ts'
import {
  insertLead,
  type LeadWorld,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let server: TestServer
let world: LeadWorld
let call: LeadSuite['call']
let manager: TSession
let exec: TSession

const BASE = Date.parse('2026-01-01T00:00:00Z')

beforeAll(async () => {
  ;({ server, world, call, manager, exec } = await startLeadSuite())
  // 11 of exec's leads over two projects, three of them updated in the same millisecond.
  for (let i = 0; i < 11; i++) {
    await insertLead(server, world, {
      id: `own-${String(i).padStart(2, '0')}`,
      projectId: i % 2 ? world.p2 : world.p1,
      assigneeId: world.user.salesExecutive,
      updatedAt: new Date(BASE + (i < 3 ? 0 : i) * 1000),
    })
  }
  // Others' leads in project 1, which only the manager syncs.
  for (let i = 0; i < 4; i++) {
    await insertLead(server, world, {
      id: `other-${i}`,
      assigneeId: world.user.salesExecutive2,
      updatedAt: new Date(BASE + i * 1000),
    })
  }
})
afterAll(() => server.close())

async function syncAll(session: TSession, query: string, after?: string) {
  const pages: TLeadSyncPage[] = []
  let cursor = after
  for (;;) {
    const res = await call<TLeadSyncPage>(
      session,
      'GET',
      `${LEAD_PATHS.sync(world.slug)}?${query}${cursor ? `&after=${cursor}` : ''}`,
    )
    expect(res.status).toBe(200)
    // The route sends its answer without re-validating it: check the contract here.
    if (pages.length < 3) expect(ZLeadSyncPage.safeParse(res.body).error).toBeUndefined()
    pages.push(res.body)
    if (!res.body.nextCursor) break
    cursor = res.body.nextCursor
    if (pages.length > 100) throw new Error('The sync does not end')
  }
  return { pages, items: pages.flatMap((p) => p.items) }
}

describe('the offline lead sync', () => {
  it('sends every lead of the caller exactly once, in keyset order', async () => {
    const { pages, items } = await syncAll(exec, 'limit=3')
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 3, 2])
    expect(items.map((l) => l._id)).toEqual(
      Array.from({ length: 11 }, (_, i) => `own-${String(i).padStart(2, '0')}`),
    )
    expect(pages.every((p) => p.total === 11 && p.cap === 50000)).toBe(true)
    expect(items.every((l) => l.masked && l.aiData === undefined)).toBe(true)
    expect(items[0]?.profile.whatsAppNumber).toMatch(/^X{6}\d{4}$/)
  })

  it('gives a project to whoever assigns its leads, and only their own leads to others', async () => {
    const project = await syncAll(manager, `projectId=${world.p1}&limit=4`)
    expect(project.items).toHaveLength(6 + 4)
    expect(new Set(project.items.map((l) => l._id)).size).toBe(10)
    const own = await syncAll(exec, `projectId=${world.p1}&limit=100`)
    expect(own.items.map((l) => l._id)).toEqual([
      'own-00',
      'own-02',
      'own-04',
      'own-06',
      'own-08',
      'own-10',
    ])
    const mine = await syncAll(manager, 'limit=100')
    expect(mine.items).toEqual([])
  })

  it('resumes from the last cursor it was given and sends only what follows it', async () => {
    // 11 leads in pages of 5: the last cursor given is the second page's, before own-10.
    const first = await syncAll(exec, 'limit=5')
    expect(first.pages.map((p) => p.items.length)).toEqual([5, 5, 1])
    const last = first.pages[1]!.nextCursor!
    const edited = await call(exec, 'PATCH', LEAD_PATHS.lead(world.slug, 'own-01'), {
      version: 1,
      labels: ['Hot'],
    })
    expect(edited.status).toBe(200)
    const later = await syncAll(exec, 'limit=5', last)
    expect(later.items.map((l) => [l._id, l.labels])).toEqual([
      ['own-10', []],
      ['own-01', ['Hot']],
    ])
    const bad = await call(exec, 'GET', `${LEAD_PATHS.sync(world.slug)}?after=garbage`)
    expect(bad.status).toBe(400)
  })

  it('keeps the newest-updated leads up to the cap', async () => {
    server.app.config.LEAD_SYNC_CAP = 4
    try {
      const { items, pages } = await syncAll(exec, 'limit=3')
      expect(pages[0]).toMatchObject({ total: 4, cap: 4 })
      expect(items.map((l) => l._id)).toEqual(['own-08', 'own-09', 'own-10', 'own-01'])
    } finally {
      server.app.config.LEAD_SYNC_CAP = 50000
    }
  })

  it('pages thousands of leads, each exactly once', async () => {
    await server.db.execute(sql`
      insert into leads (id, org_id, project_id, full_name, whats_app_number, lead_status,
        source_of_lead, labels, assignee_id, property_interest, background, created_at, updated_at)
      select 'bulk-' || lpad(n::text, 6, '0'), ${world.orgId}, ${world.p3}, 'Bulk Lead ' || n,
        (9000000000 + n)::text, 'Open', 'Digital', '["Warm"]'::jsonb, ${world.user.salesExecutive2},
        '{"budgetRange":null,"purposeOfProperty":null,"preferredUnitType":[],"preferredFloor":[],"propertyStatus":null,"otherPreferences":null,"carpetAreaSqFtRange":null}'::jsonb,
        '{"occupation":null,"annualIncome":null,"qualification":null,"fundingIsLoaned":null,"possessionDate":null,"workLocation":null}'::jsonb,
        now(), timestamptz '2026-02-01' + n * interval '1 second'
      from generate_series(1, 5000) n`)
    // Speed is measured by `npm run bench:leads` (50,000 leads), not asserted here.
    const { items, pages } = await syncAll(manager, `projectId=${world.p3}&limit=1000`)
    expect(items).toHaveLength(5000)
    expect(pages).toHaveLength(5)
    expect(new Set(items.map((l) => l._id)).size).toBe(5000)
  }, 60_000)
})
