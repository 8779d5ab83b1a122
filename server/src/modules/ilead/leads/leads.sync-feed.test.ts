import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import { LEAD_PATHS, ZLeadSyncPage, type TLeadSyncPage } from '../../../../../contract/leads.ts'
import { leadExits, leads, userPermissionGroups } from '../../../db/schema.ts'
import type { TestServer } from '../../../../test/harness.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
  type LeadWorld,
} from '../../../../test/lead-fixtures.ts'

/**
 * The sync's cursors (decision 0018): a pass's cut-off travels in them, and a later run learns
 * from the deletion feed which leads left the caller's set, and from `access` which projects
 * they still see.
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

const BASE = Date.parse('2026-03-01T00:00:00Z')

async function page(session: TSession, query: string, after?: string) {
  const res = await call<TLeadSyncPage>(
    session,
    'GET',
    `${LEAD_PATHS.sync(world.slug)}?${query}${after ? `&after=${after}` : ''}`,
  )
  expect(res.status).toBe(200)
  expect(ZLeadSyncPage.safeParse(res.body).error).toBeUndefined()
  return res.body
}

/** Every page of a run from `after`: the leads, the removals, and where the next run starts. */
async function run(session: TSession, query: string, after?: string) {
  const pages: TLeadSyncPage[] = []
  let cursor = after
  for (;;) {
    const body = await page(session, query, cursor)
    pages.push(body)
    if (!body.nextCursor) break
    cursor = body.nextCursor
  }
  return {
    pages,
    ids: pages.flatMap((p) => p.items.map((l) => l._id)),
    removed: [...new Set(pages.flatMap((p) => p.removed))].sort(),
    resume: pages.at(-1)!.resumeCursor,
  }
}

describe('the deletion feed', () => {
  it("tells an executive's next run which of their leads were reassigned away, and only those", async () => {
    const ids = ['feed-a', 'feed-b', 'feed-c', 'feed-d']
    for (const [i, id] of ids.entries()) {
      await insertLead(server, world, {
        id,
        assigneeId: world.user.salesExecutive,
        updatedAt: new Date(BASE + i * 1000),
      })
    }
    const first = await run(exec, 'limit=2')
    expect(first.ids).toEqual(ids)
    expect(first.removed).toEqual([])

    // The manager gives two away; one of them comes back before the executive syncs again.
    const assign = (leadIds: string[], assigneeId: string) =>
      call(manager, 'PATCH', LEAD_PATHS.bulkAssignee(world.slug), { leadIds, assigneeId })
    expect((await assign(['feed-a', 'feed-c'], world.user.salesExecutive2)).status).toBe(200)
    expect((await assign(['feed-c'], world.user.salesExecutive)).status).toBe(200)

    const next = await run(exec, 'limit=2', first.resume)
    expect(next.removed).toEqual(['feed-a'])
    expect(next.ids).toEqual(['feed-c'])
    // The colleague's device is not told to drop anything it never had.
    expect((await run(await colleague(), 'limit=10')).removed).toEqual([])
  })

  it("tells a manager's project run which leads moved to another project or were deleted", async () => {
    const moving = await insertLead(server, world, { projectId: world.p2 })
    const deleted = await insertLead(server, world, { projectId: world.p2 })
    const staying = await insertLead(server, world, { projectId: world.p2 })
    const first = await run(manager, `projectId=${world.p2}&limit=1000`)
    expect(first.ids).toEqual(expect.arrayContaining([moving.id, deleted.id, staying.id]))

    await server.db.update(leads).set({ projectId: world.p3 }).where(eq(leads.id, moving.id))
    await server.db.delete(leads).where(eq(leads.id, deleted.id))
    // Reassigning within the project leaves the lead in the manager's set.
    await server.db
      .update(leads)
      .set({ assigneeId: world.user.salesExecutive2 })
      .where(eq(leads.id, staying.id))

    const next = await run(manager, `projectId=${world.p2}&limit=1000`, first.resume)
    expect(next.removed).toEqual([moving.id, deleted.id].sort())
  })

  it('reads the feed from where the last run read it, not from the beginning', async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const first = await run(exec, 'limit=1000')
    await server.db
      .update(leads)
      .set({ assigneeId: world.user.salesExecutive2 })
      .where(eq(leads.id, lead.id))
    const second = await run(exec, 'limit=1000', first.resume)
    expect(second.removed).toContain(lead.id)
    // Long enough ago that the overlap no longer reaches it: the next run is not told again.
    await server.db
      .update(leadExits)
      .set({ exitedAt: sql`${leadExits.exitedAt} - interval '1 hour'` })
      .where(eq(leadExits.leadId, lead.id))
    const third = await run(exec, 'limit=1000', second.resume)
    expect(third.removed).not.toContain(lead.id)
  })

  it('says which projects the caller still sees, so a device drops a project they lost', async () => {
    const worker = await addMember(
      server,
      world,
      'feed-worker',
      ['DXP_ADD_LEAD'],
      [world.p1, world.p2],
    )
    const session = await sessionOf(server, worker, world.orgId)
    const before = await page(session, 'limit=10')
    expect(before.access).toEqual({ allOf: [], ownOf: [world.p1, world.p2].sort() })
    await server.db
      .update(userPermissionGroups)
      .set({ projectIds: [world.p1] })
      .where(eq(userPermissionGroups.userId, worker))
    expect((await page(session, 'limit=10', before.resumeCursor)).access).toEqual({
      allOf: [],
      ownOf: [world.p1],
    })
    expect((await page(manager, 'limit=10')).access.allOf).not.toEqual([])
  })
})

describe('the cursor', () => {
  it("carries the pass's cut-off: leads arriving during a pass do not push others out of it", async () => {
    for (let i = 0; i < 6; i++) {
      await insertLead(server, world, {
        id: `cap-${i}`,
        projectId: world.p3,
        assigneeId: world.user.salesExecutive2,
        updatedAt: new Date(BASE - 86_400_000 + i * 1000),
      })
    }
    const worker = await sessionOf(server, world.user.salesExecutive2, world.orgId)
    server.app.config.LEAD_SYNC_CAP = 4
    try {
      const first = await page(worker, `projectId=${world.p3}&limit=2`)
      // The newest four: cap-2 to cap-5 (cap-0 and cap-1 are older than the cut-off).
      expect(first.items.map((l) => l._id)).toEqual(['cap-2', 'cap-3'])
      // Meanwhile three new leads arrive, newer than all: the pass still sends cap-4 and cap-5
      // before them, rather than cutting at a new floor above the page it is on.
      for (let i = 6; i < 9; i++) {
        await insertLead(server, world, {
          id: `cap-${i}`,
          projectId: world.p3,
          assigneeId: world.user.salesExecutive2,
        })
      }
      const rest = await run(worker, `projectId=${world.p3}&limit=2`, first.nextCursor!)
      expect(rest.ids).toEqual(['cap-4', 'cap-5', 'cap-6', 'cap-7', 'cap-8'])
    } finally {
      server.app.config.LEAD_SYNC_CAP = 50000
    }
  })

  it('still takes a cursor of the earlier format, and refuses one it did not give', async () => {
    const old = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 'x'])).toString(
      'base64url',
    )
    expect((await call(exec, 'GET', `${LEAD_PATHS.sync(world.slug)}?after=${old}`)).status).toBe(
      200,
    )
    for (const bad of ['garbage', Buffer.from('[1,2,3]').toString('base64url')]) {
      const res = await call(exec, 'GET', `${LEAD_PATHS.sync(world.slug)}?after=${bad}`)
      expect(res.status).toBe(400)
    }
  })
})

function colleague() {
  return sessionOf(server, world.user.salesExecutive2, world.orgId)
}
