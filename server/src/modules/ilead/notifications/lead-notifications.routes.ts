import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
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
import { notifications } from '../../../db/schema.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { pageInfo, ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'

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
      const mine = and(
        eq(notifications.userId, auth.userId),
        eq(notifications.orgId, auth.orgId),
        projectId ? eq(notifications.projectId, projectId) : undefined,
      ) as SQL
      const [rows, [total], [unread]] = await Promise.all([
        app.db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(notifications).where(mine),
        app.db
          .select({ n: count() })
          .from(notifications)
          .where(and(mine, isNull(notifications.readAt))),
      ])
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
        pageInfo: pageInfo(page, limit, Number(total?.n ?? 0)),
        unread: Number(unread?.n ?? 0),
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
      const marked = await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, auth.userId),
            eq(notifications.orgId, auth.orgId),
            isNull(notifications.readAt),
            projectId ? eq(notifications.projectId, projectId) : undefined,
            markAllAsRead ? undefined : inArray(notifications.id, ids?.length ? ids : ['']),
          ),
        )
        .returning({ id: notifications.id })
      return { body: { updated: marked.length } }
    },
  )
}
