import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZResetNotificationsResponse } from '../../../../../contract/projects.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { AppError } from '../../../errors.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { authOf, permissionDenied } from '../../../security/access.ts'
import { reachesProject } from '../../../security/grants.ts'
import { ZSlugParams } from '../../../paging.ts'
import { findProjectOfOrg } from '../leads/leads.repository.ts'
import { insertNotifications, markProjectNotificationsRead } from './notifications.repository.ts'

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
      // Well-formed but about nothing here: a replayed change for a removed project lands here.
      if (!(await findProjectOfOrg(tx, auth.orgId, projectId)))
        throw new AppError(422, 'UNKNOWN_PROJECT', 'This project is not in your organisation')
      await markProjectNotificationsRead(tx, auth.userId, projectId, new Date())
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
        await insertNotifications(tx, rows)
        return { status: 201, body: { created: rows.length } }
      },
    )
  }
}
