import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { TSession } from '../../../contract/auth.ts'
import { SLUG_PARAMS } from '../../../contract/routes.ts'
import { WILDCARD_SCOPE } from '../../../contract/scopes.ts'
import { startTestServer, type TestServer } from '../../test/harness.ts'
import {
  memberships,
  permissionGroups,
  projects,
  userPermissionGroups,
  users,
} from '../db/schema.ts'
import { openSession } from '../modules/auth/session.service.ts'
import { DEMO_PHONES } from '../seed/demo-users.ts'
import { seed } from '../seed/seed.ts'
import type { RegisteredAccess } from './access.ts'

/**
 * Every API route, as it exists: denied without its scope, allowed with the scope on a project
 * only for that project, allowed with the wildcard; non-public routes refuse a missing token.
 */
let server: TestServer
let session: TSession
let buyer: TSession
let projectP: string
let projectQ: string
const GROUP = 'matrix-group'

async function grant(permissions: string[], projectIds: string[] = []) {
  await server.db
    .update(permissionGroups)
    .set({ permissions })
    .where(eq(permissionGroups.id, GROUP))
  await server.db
    .update(userPermissionGroups)
    .set({ projectIds })
    .where(eq(userPermissionGroups.groupId, GROUP))
}

function call(route: RegisteredAccess, project: string, withToken = true, as = session) {
  let path = route.url
    .replace(':market/:product/:orgId', as.slug)
    .replace(':projectId', project)
    .replace(/:(\w+)/g, 'x')
  const access = route.access
  if (typeof access === 'object' && access.project?.in === 'query') {
    path += `?${access.project.name}=${project}`
  }
  const mutating = route.method !== 'GET'
  return fetch(`${server.url}${path}`, {
    method: route.method,
    headers: {
      ...(withToken ? { authorization: `Bearer ${as.accessToken}` } : {}),
      ...(mutating ? { 'content-type': 'application/json' } : {}),
    },
    body: mutating ? '{}' : undefined,
  })
}

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.db, { leads: 10, today: new Date('2026-11-21T06:30:00Z') })
  const [p, q] = await server.db.select().from(projects).orderBy(projects.name)
  projectP = p!.id
  projectQ = q!.id
  const orgId = p!.orgId
  await server.db.insert(users).values({
    id: 'matrix-user',
    phone: '9111111111',
    firstName: 'Matrix',
    lastName: 'Tester',
    email: 'matrix@example.in',
  })
  await server.db.insert(memberships).values({
    userId: 'matrix-user',
    orgId,
    profileType: 'bussiness',
    role: 'Tester',
    department: 'QA',
  })
  await server.db
    .insert(permissionGroups)
    .values({ id: GROUP, orgId, name: GROUP, displayName: 'Matrix', permissions: [] })
  await server.db.insert(userPermissionGroups).values({ userId: 'matrix-user', groupId: GROUP })
  session = await server.db.transaction((tx) =>
    openSession(
      tx,
      { secrets: server.app.secrets, config: server.app.config },
      'matrix-user',
      new Date(),
      orgId,
    ),
  )
  const [homeBuyer] = await server.db
    .select()
    .from(users)
    .where(eq(users.phone, DEMO_PHONES.customer))
  buyer = await server.db.transaction((tx) =>
    openSession(
      tx,
      { secrets: server.app.secrets, config: server.app.config },
      homeBuyer!.id,
      new Date(),
    ),
  )
})
afterAll(() => server.close())

describe('the scope matrix over every route', () => {
  const scoped = () => server.app.routeAccess.filter((r) => typeof r.access === 'object')

  it('covers the scoped routes that exist', () => {
    expect(scoped().length).toBeGreaterThanOrEqual(2)
    // The reports screen and the dashboard export are among them.
    const urls = scoped().map((r) => `${r.method} ${r.url}`)
    for (const path of [
      'GET lead-report/axis-options',
      'POST lead-report',
      'GET lead-report/projects',
      'GET report-download-link',
      'GET report-jobs/:id',
      'GET report-jobs/:id/file',
      'POST send-report',
      'GET report-log',
      'GET processing-history',
      'POST dashboard/:type/report',
      'GET agent-moderation/params',
      'PUT agent-moderation/params',
      'GET agent-moderation/param-names',
      'POST agent-moderation/generate-ai-definition',
      'POST agent-moderation/validate-definition',
      // Lead settings: routing rules.
      'GET routing-rules',
      'POST routing-rules',
      'GET routing-rules/:ruleId',
      'PUT routing-rules/:ruleId',
      'PUT routing-rules/:ruleId/is-active',
      'PATCH routing-rules/:ruleId/executives/:userId',
      'DELETE routing-rules/:ruleId/executives/:userId',
      'GET projects/:projectId/routing-rules',
      'GET projects/:projectId/routing-executives',
      // Lead settings: the customisable lead form.
      'GET customise-lead-form',
      'POST customise-lead-form/fields',
      'PATCH customise-lead-form/fields/:key',
      'PUT customise-lead-form/reorder',
      // Bulk lead upload.
      'POST projects/:projectId/bulk-upload/presigned',
      'POST projects/:projectId/bulk-upload',
      'GET projects/:projectId/bulk-uploads',
      'GET projects/:projectId/bulk-uploads/:id',
      'GET projects/:projectId/bulk-uploads/:id/outcome',
      'GET bulk-upload/template',
      // Cost sheets (decision 0047).
      'GET cost-sheets',
      'POST cost-sheets',
      'POST cost-sheets/logs',
      'GET cost-sheets/logs',
      'GET cost-sheets/log/:logId',
      // Payment plans and bookings (decision 0049).
      'GET cost-sheets/payment-plans',
      'POST cost-sheets/payment-plans',
      'PUT cost-sheets/payment-plans/:planId',
      'DELETE cost-sheets/payment-plans/:planId',
      'GET cost-sheets/payment-plan-milestone',
      'GET bookings',
      'POST bookings',
      'GET bookings/all',
      'GET bookings/payment-modes',
      'GET bookings/:id',
      'PUT bookings/:id',
      'PUT bookings/update/:id',
      // Post-sales: customers, payments, receipts and letters (decision 0055).
      'GET customers',
      'GET customers/:ref',
      'POST customers/:ref/pii-view',
      'POST cost-sheets/payment-log',
      'POST cost-sheets/payment-log/presigned',
      'GET cost-sheets/payment-log/:ref/file',
      'GET cost-sheets/payment-recipts',
      'GET cost-sheets/payment-recipts/:ref/pdf',
      'GET cost-sheets/allotment-letter',
      'POST cost-sheets/allotment-letter',
      'GET cost-sheets/allotment-letter/:ref/pdf',
      'POST cost-sheets/create-demand-letter',
      'POST cost-sheets/project-demand-letter',
      'GET cost-sheets/demand-letters',
      'GET cost-sheets/demand-letters/:ref/pdf',
    ]) {
      const [method, tail] = path.split(' ')
      expect(urls).toContain(`${method} /ilead-service/v1/${SLUG_PARAMS}/${tail}`)
    }
    // Buildings, units and the inventory grid (admin-setup-service, decision 0042).
    for (const path of [
      'GET buildings',
      'POST buildings',
      'PATCH buildings/:buildingId',
      'DELETE buildings/:buildingId',
      'GET units',
      'POST units',
      'PATCH units/:unitId',
      'DELETE units/:unitId',
      'GET buildings/:buildingId/inventory-units',
      'POST buildings/:buildingId/pricing-bulk-update',
      'GET summary',
      'GET preferred-unit-types',
      // Parking and user assignment (decision 0045).
      'GET parkings',
      'POST parkings',
      'DELETE parkings/:parkingId',
      'GET projects/:projectId/user-roles',
      'POST projects/:projectId/user-roles',
      'DELETE projects/:projectId/user-roles/:userId',
      // Projects: adding in steps, editing, image uploads (decision 0043).
      'POST projects',
      'PATCH projects/:projectId',
      'POST projects/images/presigned',
    ]) {
      const [method, tail] = path.split(' ')
      expect(urls).toContain(`${method} /admin-setup-service/v1/${SLUG_PARAMS}/${tail}`)
    }
    // Project content: per-project content scopes (decision 0048).
    for (const path of [
      'POST /content-store/v1/SLUG/projects/:projectId/validate-files',
      'POST /icms-service/v1/SLUG/projects/:projectId/files',
      'PATCH /icms-service/v1/SLUG/projects/:projectId/files/:fileId',
      'DELETE /icms-service/v1/SLUG/projects/:projectId/files/:fileId',
      'POST /icms-service/v1/SLUG/projects/:projectId/brochure/generate',
      'POST /icms-service/v1/SLUG/projects/:projectId/amenities',
      'DELETE /icms-service/v1/SLUG/projects/:projectId/amenities/:amenityId',
      'POST /icms-service/v1/SLUG/projects/:projectId/amenities/:amenityId/generate-image',
      'POST /icms-service/v1/SLUG/projects/:projectId/past-projects',
      'DELETE /icms-service/v1/SLUG/projects/:projectId/past-projects/:pastProjectId',
    ]) {
      expect(urls).toContain(path.replace('SLUG', SLUG_PARAMS))
    }
    // Project details and the form's lists are staff reads; details answer only projects the
    // user's scopes reach (projects.test.ts).
    const staff = server.app.routeAccess
      .filter((r) => r.access === 'staff')
      .map((r) => `${r.method} ${r.url}`)
    for (const path of [
      'GET projects',
      'GET projects/:projectId',
      'GET countries/IN/states',
      'GET project-statuses',
    ]) {
      const [method, tail] = path.split(' ')
      expect(staff).toContain(`${method} /admin-setup-service/v1/${SLUG_PARAMS}/${tail}`)
    }
    // A project's content and the chat's attachment groups: for whoever sees the project.
    for (const tail of ['content', 'attachments']) {
      expect(staff).toContain(`GET /icms-service/v1/${SLUG_PARAMS}/projects/:projectId/${tail}`)
    }
    // Chat with leads (communication-service, decision 0039).
    for (const path of [
      'GET chats',
      'POST chats',
      'POST chats/read',
      'GET chats/unread',
      'GET chats/templates',
    ]) {
      const [method, tail] = path.split(' ')
      expect(urls).toContain(`${method} /communication-service/v1/${tail}`)
    }
    // A PDF sent in a chat: its signed address is the permission, as content files' (0054).
    const open = server.app.routeAccess
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
    expect(open).toContain('GET /content-store/v1/objects/chat-files/:key')
    // Post-sales: uploads in parts, common documents, construction progress (decision 0056).
    for (const path of [
      'POST /content-store/v1/SLUG/projects/:projectId/post-sales-uploads',
      'GET /content-store/v1/SLUG/projects/:projectId/post-sales-uploads/:uploadId',
      'POST /content-store/v1/SLUG/projects/:projectId/post-sales-uploads/:uploadId/complete',
      'GET /ilead-service/v1/SLUG/cost-sheets/common-project-document',
      'POST /ilead-service/v1/SLUG/cost-sheets/common-project-document',
      'PUT /ilead-service/v1/SLUG/cost-sheets/common-project-document/:documentId',
      'POST /ilead-service/v1/SLUG/cost-sheets/notify-common-doc',
      'GET /ilead-service/v1/SLUG/construction-progress',
      'POST /ilead-service/v1/SLUG/construction-progress',
      'DELETE /ilead-service/v1/SLUG/construction-progress/:progressId',
    ]) {
      expect(urls).toContain(path.replace('SLUG', SLUG_PARAMS))
    }
    expect(open).toContain('GET /content-store/v1/objects/post-sales/:key')
    expect(open).toContain('PUT /content-store/v1/objects/:bucket/:key/parts/:partNumber')
    // Customer queries (ticket, decision 0057).
    for (const path of [
      'GET tickets',
      'POST tickets',
      'GET tickets/assignees',
      'GET tickets/:ticketId',
      'PATCH tickets/:ticketId',
      'PATCH tickets/:ticketId/assignee',
      'POST tickets/:ticketId/attachments',
      'POST tickets/:ticketId/comments',
      'POST tickets/:ticketId/read',
    ]) {
      const [method, tail] = path.split(' ')
      expect(urls).toContain(`${method} /ticket/v1/${SLUG_PARAMS}/${tail}`)
    }
    expect(open).toContain('GET /content-store/v1/objects/ticket-files/:key')
  })

  it('denies a scoped route without its scope', async () => {
    await grant([])
    for (const route of scoped()) {
      expect([route.url, (await call(route, projectP)).status]).toEqual([route.url, 403])
    }
  })

  it('allows a project scope on that project only', async () => {
    for (const route of scoped()) {
      const access = route.access as Exclude<RegisteredAccess['access'], string>
      const scope = Array.isArray(access.scope) ? access.scope[0] : access.scope
      await grant([scope as string], [projectP])
      const allowed = await call(route, projectP)
      expect([route.url, [401, 403].includes(allowed.status)]).toEqual([route.url, false])
      if (access.project) {
        expect([route.url, (await call(route, projectQ)).status]).toEqual([route.url, 403])
      }
    }
  })

  it('allows everything with the wildcard', async () => {
    await grant([WILDCARD_SCOPE])
    for (const route of scoped()) {
      const res = await call(route, projectQ)
      expect([route.url, [401, 403].includes(res.status)]).toEqual([route.url, false])
    }
  })

  const forCustomers = (r: RegisteredAccess) => typeof r.access === 'object' && r.access.customers

  it("refuses a home buyer's token on every staff route", async () => {
    const staff = server.app.routeAccess.filter(
      (r) => !['public', 'session'].includes(r.access as string) && !forCustomers(r),
    )
    expect(staff.length).toBeGreaterThan(20)
    for (const route of staff) {
      expect([route.url, (await call(route, projectP, true, buyer)).status]).toEqual([
        route.url,
        403,
      ])
    }
  })

  it("lets a home buyer's token into the routes open to customers, of their organisation only", async () => {
    const open = server.app.routeAccess.filter(forCustomers)
    expect(open.map((r) => `${r.method} ${r.url.split('/tickets')[1]}`)).toEqual(
      expect.arrayContaining(['GET ', 'POST ', 'GET /:ticketId', 'POST /:ticketId/comments']),
    )
    for (const route of open) {
      const res = await call(route, projectP, true, buyer)
      expect([route.url, [401, 403].includes(res.status)]).toEqual([route.url, false])
      const foreign = { ...buyer, slug: buyer.slug.replace(/[^/]+$/, 'another-org') }
      expect([route.url, (await call(route, projectP, true, foreign)).status]).toEqual([
        route.url,
        403,
      ])
    }
  })

  it('refuses every non-public route without a token', async () => {
    const guarded = server.app.routeAccess.filter((r) => r.access !== 'public')
    expect(guarded.length).toBeGreaterThan(5)
    for (const route of guarded) {
      expect([route.url, (await call(route, projectP, false)).status]).toEqual([route.url, 401])
    }
  })
})
