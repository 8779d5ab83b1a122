import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAppConfig } from '../../../../contract/auth.ts'
import { ZPageQuery } from '../../../../contract/common.ts'
import { ZDemoRequestList } from '../../../../contract/demo-requests.ts'
import { PROJECTS_LIMIT, ZProjectList } from '../../../../contract/projects.ts'
import { SLUG_PARAMS } from '../../../../contract/routes.ts'
import { notFound } from '../../errors.ts'
import { authOf } from '../../security/access.ts'
import { reachableProjects } from '../../security/grants.ts'
import { ZSlugParams } from '../../paging.ts'
import { buildingsRoutes } from './buildings/buildings.routes.ts'
import { parkingRoutes } from './parking/parking.routes.ts'
import { userAssignmentRoutes } from './user-assignment/user-assignment.routes.ts'
import { demoRequestPage, includedModulesOf, projectPage } from './admin-setup.repository.ts'

const base = `/admin-setup-service/v1/${SLUG_PARAMS}`
export const adminSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(buildingsRoutes)
  await app.register(parkingRoutes)
  await app.register(userAssignmentRoutes)

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
      const org = await includedModulesOf(app.db, request.params.orgId)
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
      const { rows, pageInfo } = await projectPage(
        app.db,
        { orgId: auth.orgId, userId: auth.userId, reachable: reachableProjects(auth.grants) },
        request.query,
      )
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
        pageInfo,
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
      const { rows, pageInfo } = await demoRequestPage(app.db, request.query)
      return {
        items: rows.map((r) => ({
          ...r,
          _id: r.id,
          city: r.city ?? undefined,
          message: r.message ?? undefined,
          createdAt: r.createdAt.toISOString(),
        })),
        pageInfo,
      }
    },
  )
}
