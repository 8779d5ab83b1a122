import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { inArray, sql, type SQL } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import { LEAD_STATUSES } from '../../../../../contract/domain.ts'
import { LEAD_STAGE_PATHS } from '../../../../../contract/lead-stage.ts'
import {
  ALL_STATUSES,
  BLANK_BACKGROUND,
  BLANK_PROPERTY_INTEREST,
  LEAD_PATHS,
  type TLeadStatusCounts,
} from '../../../../../contract/leads.ts'
import { leadCounts, leads } from '../../../db/schema.ts'
import type { TestServer } from '../../../../test/harness.ts'
import {
  insertLead,
  nextMobile,
  startLeadSuite,
  type LeadSuite,
  type LeadWorld,
} from '../../../../test/lead-fixtures.ts'

/**
 * lead_counts is kept by triggers on `leads` (decision 0018): whatever writes leads, through any
 * route or by hand, in any mix and at once, every counter equals a count(*) of its leads. Runs
 * on PGlite, and on PostgreSQL with DATABASE_URL, where the writes of a step truly overlap.
 */

let server: TestServer
let world: LeadWorld
let call: LeadSuite['call']
let manager: TSession
let exec: TSession

beforeAll(async () => {
  ;({ server, world, call, manager, exec } = await startLeadSuite())
})
afterAll(() => server.close())

// Drop needs a reason everywhere; the other stages move freely.
const STATUSES = LEAD_STATUSES.filter((s) => s !== 'Dropped')

type Write =
  | { kind: 'create'; project: number; assignee: number; status: number }
  | { kind: 'edit'; lead: number; status: number }
  | { kind: 'stage'; lead: number; status: number }
  | { kind: 'bulkAssign'; leads: number[]; assignee: number }
  | { kind: 'bulkUpdate'; leads: number[]; status: number }
  | { kind: 'sqlInsert'; project: number; count: number; status: number }
  | { kind: 'sqlMove'; lead: number; project: number }
  | { kind: 'sqlStatus'; status: number; newStatus: number }
  | { kind: 'sqlDelete'; lead: number }
  | { kind: 'sqlUnassign'; assignee: number }

const index = fc.nat({ max: 1_000 })
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('create'), project: index, assignee: index, status: index }),
  fc.record({ kind: fc.constant('edit'), lead: index, status: index }),
  fc.record({ kind: fc.constant('stage'), lead: index, status: index }),
  fc.record({
    kind: fc.constant('bulkAssign'),
    leads: fc.array(index, { minLength: 1, maxLength: 6 }),
    assignee: index,
  }),
  fc.record({
    kind: fc.constant('bulkUpdate'),
    leads: fc.array(index, { minLength: 1, maxLength: 6 }),
    status: index,
  }),
  fc.record({
    kind: fc.constant('sqlInsert'),
    project: index,
    count: fc.integer({ min: 1, max: 20 }),
    status: index,
  }),
  fc.record({ kind: fc.constant('sqlMove'), lead: index, project: index }),
  fc.record({ kind: fc.constant('sqlStatus'), status: index, newStatus: index }),
  fc.record({ kind: fc.constant('sqlDelete'), lead: index }),
  fc.record({ kind: fc.constant('sqlUnassign'), assignee: index }),
)

const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!

async function leadIds(): Promise<{ id: string; version: number }[]> {
  return server.db.select({ id: leads.id, version: leads.version }).from(leads).orderBy(leads.id)
}

/**
 * A statement by hand, as an operator runs it. Two such statements over overlapping rows lock
 * them in their own scan orders, so PostgreSQL may abort one as a deadlock (40P01): the aborted
 * one changed nothing, and the operator runs it again. Routes lock in id order and never need this.
 */
async function byHand(query: SQL): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await server.db.execute(query)
      return
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code
      if (code !== '40P01' || attempt >= 5) throw error
    }
  }
}

/** One write, as a route or SQL makes it; refusals (409, 422) are writes that change nothing. */
async function apply(w: Write, existing: { id: string; version: number }[]): Promise<void> {
  const projects = [world.p1, world.p2, world.p3]
  // Who may own leads of every project of organisation 1, or none.
  const owners = [null, world.user.salesExecutive, world.user.salesExecutive2]
  const lead = (i: number) => (existing.length ? pick(existing, i) : undefined)
  switch (w.kind) {
    case 'create':
      await call(manager, 'POST', LEAD_PATHS.projectLeads(world.slug, pick(projects, w.project)), {
        profile: {
          fullName: 'Counted Lead',
          gender: null,
          age: null,
          whatsAppNumber: nextMobile(),
          alternateNumber: null,
          email: null,
          sourceOfLead: 'Walk-in',
          subSourceOfLead: null,
          currentLocation: null,
        },
        propertyInterest: BLANK_PROPERTY_INTEREST,
        background: BLANK_BACKGROUND,
        leadStatus: pick(STATUSES, w.status),
        assigneeId: pick(owners, w.assignee),
      })
      return
    case 'edit': {
      const l = lead(w.lead)
      if (!l) return
      await call(manager, 'PATCH', LEAD_PATHS.lead(world.slug, l.id), {
        version: l.version,
        leadStatus: pick(STATUSES, w.status),
      })
      return
    }
    case 'stage': {
      const l = lead(w.lead)
      if (!l) return
      await call(manager, 'POST', LEAD_STAGE_PATHS.stage(world.slug, l.id), {
        madeAt: new Date().toISOString(),
        leadStatus: pick(STATUSES, w.status),
      })
      return
    }
    case 'bulkAssign':
      if (!existing.length) return
      await call(manager, 'PATCH', LEAD_PATHS.bulkAssignee(world.slug), {
        leadIds: [...new Set(w.leads.map((i) => lead(i)!.id))],
        assigneeId: pick(owners, w.assignee),
      })
      return
    case 'bulkUpdate':
      if (!existing.length) return
      await call(manager, 'PATCH', LEAD_PATHS.bulkUpdate(world.slug), {
        leadIds: [...new Set(w.leads.map((i) => lead(i)!.id))],
        leadStatus: pick(STATUSES, w.status),
        addLabels: ['Hot'],
      })
      return
    case 'sqlInsert':
      for (let n = 0; n < w.count; n++) {
        await insertLead(server, world, {
          projectId: pick(projects, w.project + n),
          assigneeId: pick(owners, n),
          leadStatus: pick(STATUSES, w.status + n),
        })
      }
      return
    case 'sqlMove': {
      const l = lead(w.lead)
      if (!l) return
      await byHand(
        sql`update leads set project_id = ${pick(projects, w.project)} where id = ${l.id}`,
      )
      return
    }
    case 'sqlStatus':
      // One statement over many rows, as a migration or an operator would.
      await byHand(
        sql`update leads set lead_status = ${pick(STATUSES, w.newStatus)}
            where lead_status = ${pick(STATUSES, w.status)}`,
      )
      return
    case 'sqlDelete': {
      const l = lead(w.lead)
      if (l) await byHand(sql`delete from leads where id = ${l.id}`)
      return
    }
    case 'sqlUnassign':
      await byHand(
        sql`update leads set assignee_id = null where assignee_id = ${pick(owners.slice(1), w.assignee)}`,
      )
  }
}

/** Raw rows, as both drivers answer (int8 is a string on pg, a number on PGlite). */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await server.db.execute(query)) as { rows: T[] }).rows
}

/** Every counter against a count(*) of its leads, and every group of leads against its counter. */
async function mismatches() {
  const [result] = await rows<{ n: number | string }>(sql`
    select count(*) as n from (
      select project_id, lead_status, assignee_id, count(*)::int as n
      from leads group by project_id, lead_status, assignee_id
    ) as actual
    full join lead_counts c
      on c.project_id = actual.project_id and c.lead_status = actual.lead_status
      and c.assignee_id is not distinct from actual.assignee_id
    where coalesce(actual.n, 0) <> coalesce(c.n, 0)`)
  return Number(result?.n)
}

describe('lead counters', () => {
  it('equal a direct count of the leads after any mix of writes, overlapping or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(write, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (steps) => {
          for (const step of steps) {
            const existing = await leadIds()
            // The writes of a step at once: on PostgreSQL they run in parallel transactions.
            await Promise.all(step.map((w) => apply(w, existing)))
          }
          expect(await mismatches()).toBe(0)
        },
      ),
      { numRuns: Number(process.env.COUNTS_RUNS ?? 25) },
    )
    // And the lists read them: the tabs of a project equal its leads, per stage.
    const statuses = await call<TLeadStatusCounts>(
      manager,
      'GET',
      `${LEAD_PATHS.statuses(world.slug)}?projectIds[]=${world.p1}`,
    )
    const direct = await rows<{ lead_status: string; n: number | string }>(
      sql`select lead_status, count(*) as n from leads where project_id = ${world.p1} group by 1`,
    )
    const expected = new Map(direct.map((r) => [r.lead_status, Number(r.n)]))
    for (const item of statuses.body.items) {
      const want =
        item.leadStatus === ALL_STATUSES
          ? [...expected.values()].reduce((a, b) => a + b, 0)
          : (expected.get(item.leadStatus) ?? 0)
      expect([item.leadStatus, item.count]).toEqual([item.leadStatus, want])
    }
    // An executive's tabs count only their own leads.
    const own = await call<TLeadStatusCounts>(exec, 'GET', LEAD_PATHS.statuses(world.slug))
    const [mine] = await rows<{ n: number | string }>(
      sql`select count(*) as n from leads where assignee_id = ${world.user.salesExecutive}`,
    )
    expect(own.body.items[0]).toEqual({ leadStatus: ALL_STATUSES, count: Number(mine?.n) })
    expect(
      await server.db
        .select()
        .from(leadCounts)
        .where(inArray(leadCounts.projectId, [world.p1])),
    ).not.toHaveLength(0)
  }, 300_000)
})
