import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import { LEAD_PATHS } from '../../../../../contract/leads.ts'
import { leadEvents, leads } from '../../../db/schema.ts'
import type { TestServer } from '../../../../test/harness.ts'
import {
  insertLead,
  startLeadSuite,
  type LeadSuite,
  type LeadWorld,
} from '../../../../test/lead-fixtures.ts'

/** Bulk assignment and bulk update: one UPDATE each, whatever the number of leads. */

let server: TestServer
let world: LeadWorld
let call: LeadSuite['call']
let manager: TSession

beforeAll(async () => {
  ;({ server, world, call, manager } = await startLeadSuite())
  // Counts the UPDATE statements on leads, as PostgreSQL runs them.
  await server.db.execute(sql`create table lead_update_statements (at timestamptz)`)
  await server.db.execute(sql`
    create function count_lead_updates() returns trigger language plpgsql as $$
    begin insert into lead_update_statements values (now()); return null; end $$`)
  await server.db.execute(sql`
    create trigger count_lead_updates after update on leads
    for each statement execute function count_lead_updates()`)
})
afterAll(() => server.close())

async function updateStatements(run: () => Promise<unknown>): Promise<number> {
  await server.db.execute(sql`delete from lead_update_statements`)
  await run()
  const [row] = (
    (await server.db.execute(sql`select count(*)::int as n from lead_update_statements`)) as {
      rows: { n: number }[]
    }
  ).rows
  return row!.n
}

const versions = async (ids: string[]) =>
  (
    await server.db
      .select({ id: leads.id, version: leads.version })
      .from(leads)
      .where(inArray(leads.id, ids))
      .orderBy(asc(leads.id))
  ).map((r) => r.version)

describe('bulk writes', () => {
  it('assign many leads in one statement, each to its own next version', async () => {
    const made = [
      await insertLead(server, world, { id: 'bulk-1', version: 3 }),
      await insertLead(server, world, { id: 'bulk-2' }),
      await insertLead(server, world, { id: 'bulk-3', version: 7 }),
    ]
    const ids = made.map((l) => l.id)
    const statements = await updateStatements(async () => {
      const res = await call(manager, 'PATCH', LEAD_PATHS.bulkAssignee(world.slug), {
        leadIds: ids,
        assigneeId: world.user.salesExecutive,
      })
      expect(res.body).toEqual({ updated: 3 })
    })
    expect(statements).toBe(1)
    expect(await versions(ids)).toEqual([4, 2, 8])
    const events = await server.db
      .select()
      .from(leadEvents)
      .where(inArray(leadEvents.leadId, ids))
      .orderBy(asc(leadEvents.leadId))
    expect(events.map((e) => [e.leadId, e.eventType])).toEqual(ids.map((id) => [id, 'assigned']))
  })

  it('update many leads in one statement, each with its own labels', async () => {
    await insertLead(server, world, { id: 'bulk-4', labels: ['Cold', 'NRI'], version: 2 })
    await insertLead(server, world, { id: 'bulk-5', labels: [], leadStatus: 'Qualified' })
    await insertLead(server, world, { id: 'bulk-6', labels: ['Hot'], leadStatus: 'Qualified' })
    const ids = ['bulk-4', 'bulk-5', 'bulk-6']
    const statements = await updateStatements(async () => {
      const res = await call(manager, 'PATCH', LEAD_PATHS.bulkUpdate(world.slug), {
        leadIds: ids,
        leadStatus: 'Qualified',
        addLabels: ['Hot'],
        removeLabels: ['Cold'],
      })
      // bulk-6 is Qualified and Hot already: unchanged, not bumped.
      expect(res.body).toEqual({ updated: 2 })
    })
    expect(statements).toBe(1)
    const rows = await server.db.select().from(leads).where(inArray(leads.id, ids))
    const byId = new Map(rows.map((r) => [r.id, r]))
    expect(byId.get('bulk-4')).toMatchObject({
      leadStatus: 'Qualified',
      labels: ['NRI', 'Hot'],
      version: 3,
    })
    expect(byId.get('bulk-5')).toMatchObject({ labels: ['Hot'], version: 2 })
    expect(byId.get('bulk-6')).toMatchObject({ labels: ['Hot'], version: 1 })
    const journey = await server.db.select().from(leadEvents).where(eq(leadEvents.leadId, 'bulk-4'))
    expect(journey.map((e) => e.eventType).sort()).toEqual(['status_changed', 'updated'])
  })
})
