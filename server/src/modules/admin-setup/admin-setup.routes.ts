import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { ZAppConfig } from '../../../../contract/auth.ts'
import { ZPageInfo, ZPageQuery } from '../../../../contract/common.ts'
import { ZDemoRequestList } from '../../../../contract/demo-requests.ts'
import { PROJECTS_LIMIT, ZProjectList } from '../../../../contract/projects.ts'
import { SLUG_PARAMS } from '../../../../contract/routes.ts'
import { buildings, demoRequests, notifications, organisations, projects } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { authOf } from '../../security/access.ts'
import { reachableProjects } from '../../security/grants.ts'
import { pageInfo, ZSlugParams } from '../../paging.ts'

const base = `/admin-setup-service/v1/${SLUG_PARAMS}`
export const adminSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/app-config`,
    {
      schema: {
        params: ZSlugParams,
        querystring: z.object({ config: z.literal('includedModules') }),
        response: { 200: ZAppConfig },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const [org] = await app.db
        .select({ includedModules: organisations.includedModules })
        .from(organisations)
        .where(eq(organisations.id, request.params.orgId))
      if (!org) throw notFound('Organisation not found')
      return org
    },
  )

  /** The project landing: the projects any of the user's scopes reach, with unread counts. */
  app.get(
    `${base}/projects`,
    {
      schema: {
        params: ZSlugParams,
        querystring: ZPageQuery.extend({
          limit: z.coerce.number().int().min(1).max(PROJECTS_LIMIT).default(PROJECTS_LIMIT),
        }),
        response: { 200: ZProjectList },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const auth = authOf(request)
      const { page, limit } = request.query
      const reachable = reachableProjects(auth.grants)
      const where: SQL | undefined = and(
        eq(projects.orgId, auth.orgId),
        reachable === 'all' ? undefined : inArray(projects.id, reachable.length ? reachable : ['']),
      )
      const unread = app.db
        .select({ projectId: notifications.projectId, n: count().as('n') })
        .from(notifications)
        .where(and(eq(notifications.userId, auth.userId), isNull(notifications.readAt)))
        .groupBy(notifications.projectId)
        .as('unread')
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ project: projects, unread: unread.n })
          .from(projects)
          .leftJoin(unread, eq(unread.projectId, projects.id))
          .where(where)
          .orderBy(asc(projects.name))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(projects).where(where),
      ])
      return {
        items: rows.map(({ project, unread: n }) => ({
          _id: project.id,
          projectName: project.name,
          logo: project.logo,
          city: project.city,
          state: project.state,
          projectStatus: project.projectStatus,
          reraNo: project.reraNo,
          notificationCount: Number(n ?? 0),
        })),
        pageInfo: pageInfo(page, limit, total?.n ?? 0),
      }
    },
  )

  /** Buildings of one project (spec 002 section 7); viewing needs the building scope on it. */
  app.get(
    `${base}/buildings`,
    {
      schema: {
        params: ZSlugParams,
        querystring: ZPageQuery.extend({
          projectId: z.string().min(1),
          limit: z.coerce.number().int().min(1).max(1000).default(200),
        }),
        response: {
          200: z.object({
            items: z.array(
              z.object({
                _id: z.string(),
                name: z.string(),
                buildingType: z.string(),
                floorCount: z.number(),
                flatsPerFloor: z.number(),
              }),
            ),
            pageInfo: ZPageInfo,
          }),
        },
      },
      config: {
        access: {
          scope: ['DXP_VIEW_BUILDING', 'DXP_BUILDING'],
          project: { in: 'query', name: 'projectId' },
        },
      },
    },
    async (request) => {
      const { page, limit, projectId } = request.query
      const auth = authOf(request)
      const where = and(eq(buildings.projectId, projectId), eq(projects.orgId, auth.orgId))
      const rows = await app.db
        .select({ building: buildings })
        .from(buildings)
        .innerJoin(projects, eq(projects.id, buildings.projectId))
        .where(where)
        .orderBy(asc(buildings.name))
        .limit(limit)
        .offset((page - 1) * limit)
      const [total] = await app.db
        .select({ n: count() })
        .from(buildings)
        .innerJoin(projects, eq(projects.id, buildings.projectId))
        .where(where)
      return {
        items: rows.map(({ building: b }) => ({ ...b, _id: b.id })),
        pageInfo: pageInfo(page, limit, total?.n ?? 0),
      }
    },
  )

  app.get(
    `${base}/demo-requests`,
    {
      schema: { params: ZSlugParams, querystring: ZPageQuery, response: { 200: ZDemoRequestList } },
      config: { access: { scope: 'DXP_USER_MANAGEMENT' } },
    },
    async (request) => {
      const { page, limit } = request.query
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(demoRequests)
          .orderBy(desc(demoRequests.createdAt))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(demoRequests),
      ])
      return {
        items: rows.map((r) => ({
          ...r,
          _id: r.id,
          city: r.city ?? undefined,
          message: r.message ?? undefined,
          createdAt: r.createdAt.toISOString(),
        })),
        pageInfo: pageInfo(page, limit, total?.n ?? 0),
      }
    },
  )
}
