import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { ZResetNotificationsResponse } from '../../../../../contract/projects.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { notifications, projects } from '../../../db/schema.ts'
import { AppError } from '../../../errors.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { authOf, permissionDenied } from '../../../security/access.ts'
import { reachesProject } from '../../../security/grants.ts'
import { ZSlugParams } from '../../../paging.ts'

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The landing's "mark as read": the project's unread count becomes 0. */
  mutation(
    app,
    {
      method: 'PATCH',
      url: `/ilead-service/v1/${SLUG_PARAMS}/projects/:projectId/notifications/reset`,
      schema: {
        params: ZSlugParams.extend({ projectId: z.string() }),
        response: { 200: ZResetNotificationsResponse },
      },
      config: { access: 'staff' },
    },
    async (request, tx) => {
      const auth = authOf(request)
      const { projectId } = request.params
      if (!reachesProject(auth.grants, projectId)) throw permissionDenied()
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, projectId), eq(projects.orgId, auth.orgId)))
      // Well-formed but about nothing here: a replayed change for a removed project lands here.
      if (!project)
        throw new AppError(422, 'UNKNOWN_PROJECT', 'This project is not in your organisation')
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

  // Development only, like the SMS inbox: in production notifications come from lead events
  // (assignment, routing). Browser tests use it to give a user fresh unread notifications.
  if (app.config.NODE_ENV !== 'production') {
    mutation(
      app,
      {
        method: 'POST',
        url: `/ilead-service/v1/${SLUG_PARAMS}/dev/projects/:projectId/notifications`,
        schema: {
          params: ZSlugParams.extend({ projectId: z.string() }),
          body: z.object({ count: z.number().int().min(1).max(50).default(1) }),
        },
        config: { access: 'staff' },
      },
      async (request, tx) => {
        const auth = authOf(request)
        const { projectId } = request.params
        if (!reachesProject(auth.grants, projectId)) throw permissionDenied()
        const rows = Array.from({ length: request.body.count }, () => ({
          id: randomUUID(),
          orgId: auth.orgId,
          projectId,
          userId: auth.userId,
          kind: 'development',
          title: 'A notification made for trying the landing',
        }))
        await tx.insert(notifications).values(rows)
        return { status: 201, body: { created: rows.length } }
      },
    )
  }
}
