import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAppConfig } from '../../../../contract/auth.ts'
import { ZPageQuery } from '../../../../contract/common.ts'
import { ZDemoRequestList } from '../../../../contract/demo-requests.ts'
import { SLUG_PARAMS } from '../../../../contract/routes.ts'
import { notFound } from '../../errors.ts'
import type { ObjectStore } from '../../object-store.ts'
import { ZSlugParams } from '../../paging.ts'
import { buildingsRoutes } from './buildings/buildings.routes.ts'
import { parkingRoutes } from './parking/parking.routes.ts'
import { userAssignmentRoutes } from './user-assignment/user-assignment.routes.ts'
import { demoRequestPage, includedModulesOf } from './admin-setup.repository.ts'
import { projectRoutes } from './projects/projects.routes.ts'
import { contentRoutes } from './content/content.routes.ts'
import type { ImageGenerator } from './content/image-generator.ts'

const base = `/admin-setup-service/v1/${SLUG_PARAMS}`
export const adminSetupRoutes: FastifyPluginAsyncZod<{
  objects: ObjectStore
  images: ImageGenerator
}> = async (app, { objects, images }) => {
  await app.register(buildingsRoutes, { objects })
  await app.register(parkingRoutes)
  await app.register(userAssignmentRoutes)
  await app.register(projectRoutes, { objects })
  await app.register(contentRoutes, { objects, images })

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
