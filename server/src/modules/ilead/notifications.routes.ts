import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { ZResetNotificationsResponse } from '../../../../contract/projects.ts'
import { SLUG_PARAMS } from '../../../../contract/routes.ts'
import { notifications } from '../../db/schema.ts'
import { mutation } from '../../plugins/idempotency.ts'
import { authOf, permissionDenied } from '../../security/access.ts'
import { reachesProject } from '../../security/grants.ts'

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The landing's "mark as read": the project's unread count becomes 0. */
  mutation(
    app,
    {
      method: 'PATCH',
      url: `/ilead-service/v1/${SLUG_PARAMS}/projects/:projectId/notifications/reset`,
      schema: {
        params: z.object({
          market: z.string(),
          product: z.string(),
          orgId: z.string(),
          projectId: z.string(),
        }),
        response: { 200: ZResetNotificationsResponse },
      },
      config: { access: 'authenticated' },
    },
    async (request, tx) => {
      const auth = authOf(request)
      const { projectId } = request.params
      if (!reachesProject(auth.grants, projectId)) throw permissionDenied()
      await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, auth.userId),
            eq(notifications.projectId, projectId),
            isNull(notifications.readAt),
          ),
        )
      return { body: { projectId, notificationCount: 0 as const } }
    },
  )
}
