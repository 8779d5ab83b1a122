import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  LEAD_PAGE_MAX,
  LEAD_PAGE_SIZE,
  LEAD_PATHS,
  ZBulkResult,
  ZLeadNotificationList,
  ZLeadNotificationPatch,
} from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { markNotificationsRead, notificationPage } from './notifications.repository.ts'

/** The caller's own lead notifications (assignments), newest first. */
export const leadNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LEAD_PATHS.notifications(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: z.object({
          projectId: z.string().optional(),
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(LEAD_PAGE_MAX).default(LEAD_PAGE_SIZE),
        }),
        response: { 200: ZLeadNotificationList },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const auth = authOf(request)
      const { projectId, page, limit } = request.query
      const { rows, pageInfo, unread } = await notificationPage(
        app.db,
        { userId: auth.userId, orgId: auth.orgId, projectId },
        { page, limit },
      )
      return {
        items: rows.map((n) => ({
          _id: n.id,
          projectId: n.projectId,
          leadId: n.leadId,
          kind: n.kind,
          title: n.title,
          read: n.readAt !== null,
          createdAt: n.createdAt.toISOString(),
        })),
        pageInfo,
        unread,
      }
    },
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: LEAD_PATHS.notifications(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZLeadNotificationPatch, response: { 200: ZBulkResult } },
      config: { access: 'staff' },
    },
    async (request, tx) => {
      const auth = authOf(request)
      const { ids, markAllAsRead, projectId } = request.body
      const updated = await markNotificationsRead(
        tx,
        { userId: auth.userId, orgId: auth.orgId, projectId },
        { ids, all: markAllAsRead === true },
        new Date(),
      )
      return { body: { updated } }
    },
  )
}
