import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CACHE_LEAD_LIST, CACHE_TIMED, CACHE_WRITES_ONLY } from '../../../plugins/read-cache.ts'
import { z } from 'zod'
import {
  LEAD_PAGE_MAX,
  LEAD_PATHS,
  ZAssignNewProject,
  ZBulkAssignee,
  ZBulkResult,
  ZBulkUpdate,
  ZDuplicateList,
  ZDuplicateQuery,
  ZLead,
  ZLeadCreate,
  ZLeadCreated,
  ZLeadEventList,
  ZLeadFilters,
  ZLeadList,
  ZLeadListQuery,
  ZLeadScore,
  ZLeadStatusCounts,
  type TLeadSyncPage,
  ZLeadSyncQuery,
  ZLeadUpdate,
  ZPiiView,
  ZRetain,
  LEAD_READ_SCOPES,
} from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { checkDateRange } from '../../../../../contract/validators.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf, permissionDenied } from '../../../security/access.ts'
import { holdsOn } from './lead-visibility.ts'
import {
  assignNewProject,
  bulkAssign,
  bulkUpdate,
  createLead,
  findDuplicates,
  revealPersonalFields,
  setRetained,
  updateLead,
} from './lead-writes.service.ts'
import { leadEventPage } from './lead-events.repository.ts'
import {
  crossProjectScope,
  leadWithScore,
  listLeads,
  scoreRows,
  statusCounts,
  syncLeads,
  visibleLead,
} from './leads.service.ts'
import type { LeadScorer } from '../scoring/lead-scorer.ts'

const SLUG = SLUG_PARAMS
const path = (make: (slug: string, id: string) => string, id = ':leadId') => make(SLUG, id)

/** The contract's date filter is startDate/endDate; the shared range rule names its fields. */
function checkLeadDates(
  q: { startDate?: string | undefined; endDate?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const rename = (p: PropertyKey) =>
    p === 'fromDate' ? 'startDate' : p === 'toDate' ? 'endDate' : p
  checkDateRange({ fromDate: q.startDate, toDate: q.endDate }, {
    ...ctx,
    addIssue: (issue: Parameters<z.RefinementCtx['addIssue']>[0]) =>
      ctx.addIssue(
        typeof issue === 'string'
          ? issue
          : { ...issue, path: issue.path?.map((p) => rename(p as PropertyKey)) as never },
      ),
  } as z.RefinementCtx)
}

const ZListQuery = ZLeadListQuery.superRefine(checkLeadDates)
const ZFiltersQuery = ZLeadFilters.superRefine(checkLeadDates)
const ZLeadParams = ZSlugParams.extend({ leadId: z.string().min(1) })
const ZProjectParams = ZSlugParams.extend({ projectId: z.string().min(1) })
const ZEventQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LEAD_PAGE_MAX).default(50),
})

type TListQuery = z.output<typeof ZListQuery>
const filtersOf = (q: z.output<typeof ZFiltersQuery>) => ({
  ...q,
  labels: q['labels[]'],
  stages: q['stages[]'],
})
const optionsOf = (q: TListQuery) => ({
  page: q.page,
  limit: q.limit,
  leadStatus: q.leadStatus,
  sort: q.sort,
  order: q.order,
  groupBy: q.groupBy,
  showAiData: q.showAiData,
  showBookingData: q.showBookingData,
})

const READ = { scope: LEAD_READ_SCOPES }

export const leadRoutes: FastifyPluginAsyncZod<{
  scorer: LeadScorer
}> = async (app, { scorer }) => {
  // The real contact details must not stay in any cache on the way.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === path(LEAD_PATHS.piiView)) {
      reply.header('cache-control', 'no-store')
    }
    return payload
  })

  app.get(
    LEAD_PATHS.projectLeads(SLUG, ':projectId'),
    {
      schema: { params: ZProjectParams, querystring: ZListQuery, response: { 200: ZLeadList } },
      config: {
        access: { ...READ, project: { in: 'params', name: 'projectId' } },
        readCache: CACHE_LEAD_LIST,
      },
    },
    async (request) =>
      listLeads(
        app.db,
        authOf(request),
        scorer,
        { projectIds: [request.params.projectId] },
        filtersOf(request.query),
        optionsOf(request.query),
      ),
  )

  app.get(
    LEAD_PATHS.leads(SLUG),
    {
      schema: { params: ZSlugParams, querystring: ZListQuery, response: { 200: ZLeadList } },
      config: { access: 'staff', readCache: CACHE_LEAD_LIST },
    },
    async (request) => {
      const auth = authOf(request)
      return listLeads(
        app.db,
        auth,
        scorer,
        crossProjectScope(auth, request.query['projectIds[]']),
        filtersOf(request.query),
        optionsOf(request.query),
      )
    },
  )

  app.get(
    LEAD_PATHS.statuses(SLUG),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZFiltersQuery,
        response: { 200: ZLeadStatusCounts },
      },
      config: { access: 'staff', readCache: CACHE_WRITES_ONLY },
    },
    async (request) => {
      const auth = authOf(request)
      const scope = crossProjectScope(auth, request.query['projectIds[]'])
      return { items: await statusCounts(app.db, auth, scope, filtersOf(request.query)) }
    },
  )

  app.get(
    LEAD_PATHS.sync(SLUG),
    {
      // No response schema: re-validating a thousand leads a page is a third of a sync's time
      // and adds nothing, as the answer is typed TLeadSyncPage and built by toLead like all.
      schema: { params: ZSlugParams, querystring: ZLeadSyncQuery },
      config: { access: 'staff' },
    },
    async (request): Promise<TLeadSyncPage> =>
      syncLeads(app.db, authOf(request), request.query, app.config.LEAD_SYNC_CAP),
  )

  app.get(
    LEAD_PATHS.duplicates(SLUG),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZDuplicateQuery,
        response: { 200: ZDuplicateList },
      },
      config: { access: { scope: 'DXP_ADD_LEAD' } },
    },
    async (request) => ({
      items: await findDuplicates(app.db, authOf(request).orgId, request.query.whatsAppNumber),
    }),
  )

  app.get(
    path(LEAD_PATHS.lead),
    {
      schema: { params: ZLeadParams, response: { 200: ZLead } },
      config: { access: READ, readCache: CACHE_TIMED },
    },
    async (request) => {
      const row = await visibleLead(app.db, authOf(request), request.params.leadId)
      return leadWithScore(app.db, scorer, row)
    },
  )

  app.get(
    path(LEAD_PATHS.score),
    {
      schema: { params: ZLeadParams, response: { 200: ZLeadScore } },
      config: { access: READ },
    },
    async (request) => {
      const row = await visibleLead(app.db, authOf(request), request.params.leadId)
      const scores = await scoreRows(app.db, scorer, [row])
      return scores.get(row.lead.id)!
    },
  )

  app.get(
    path(LEAD_PATHS.journey),
    {
      schema: {
        params: ZLeadParams,
        querystring: ZEventQuery,
        response: { 200: ZLeadEventList },
      },
      config: { access: READ },
    },
    async (request) => {
      const { lead } = await visibleLead(app.db, authOf(request), request.params.leadId)
      return leadEventPage(app.db, lead.id, 'journey', request.query)
    },
  )

  app.get(
    path(LEAD_PATHS.audits),
    {
      schema: {
        params: ZLeadParams,
        querystring: ZEventQuery,
        response: { 200: ZLeadEventList },
      },
      config: { access: { scope: ['DXP_MODIFY_UNMASK_LEAD', 'DXP_LEAD_ASSIGNMENT'] } },
    },
    async (request) => {
      const auth = authOf(request)
      const { lead } = await visibleLead(app.db, auth, request.params.leadId)
      if (!holdsOn(auth, ['DXP_MODIFY_UNMASK_LEAD', 'DXP_LEAD_ASSIGNMENT'], lead.projectId)) {
        throw permissionDenied()
      }
      return leadEventPage(app.db, lead.id, 'audits', request.query)
    },
  )

  mutation(
    app,
    {
      method: 'POST',
      url: LEAD_PATHS.projectLeads(SLUG, ':projectId'),
      schema: { params: ZProjectParams, body: ZLeadCreate, response: { 201: ZLeadCreated } },
      config: { access: { scope: 'DXP_ADD_LEAD', project: { in: 'params', name: 'projectId' } } },
    },
    async (request, tx) => ({
      status: 201,
      body: await createLead(tx, authOf(request), request.params.projectId, request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: path(LEAD_PATHS.lead),
      schema: { params: ZLeadParams, body: ZLeadUpdate, response: { 200: ZLead } },
      config: { access: READ },
    },
    async (request, tx) => ({
      body: await updateLead(tx, authOf(request), request.params.leadId, request.body),
    }),
  )

  // Not through mutation(): its idempotency store would keep the revealed details for weeks. A
  // repeated reveal is simply a second view, audited as such.
  app.post(
    path(LEAD_PATHS.piiView),
    {
      schema: { params: ZLeadParams, response: { 200: ZPiiView } },
      config: { access: { scope: 'DXP_MODIFY_UNMASK_LEAD' }, idempotency: 'exempt' },
    },
    async (request) =>
      app.db.transaction((tx) => revealPersonalFields(tx, authOf(request), request.params.leadId)),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: LEAD_PATHS.bulkAssignee(SLUG),
      schema: { params: ZSlugParams, body: ZBulkAssignee, response: { 200: ZBulkResult } },
      config: { access: { scope: 'DXP_LEAD_ASSIGNMENT' } },
    },
    async (request, tx) => ({
      body: await bulkAssign(tx, authOf(request), request.body.leadIds, request.body.assigneeId),
    }),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: LEAD_PATHS.bulkUpdate(SLUG),
      schema: { params: ZSlugParams, body: ZBulkUpdate, response: { 200: ZBulkResult } },
      config: { access: { scope: 'DXP_LEAD_ASSIGNMENT' } },
    },
    async (request, tx) => ({ body: await bulkUpdate(tx, authOf(request), request.body) }),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: path(LEAD_PATHS.assignNewProject),
      schema: {
        params: ZLeadParams,
        body: ZAssignNewProject,
        response: { 201: z.object({ lead: ZLead }) },
      },
      config: { access: { scope: 'DXP_LEAD_ASSIGNMENT' } },
    },
    async (request, tx) => ({
      status: 201,
      body: await assignNewProject(tx, authOf(request), request.params.leadId, request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: path(LEAD_PATHS.retain),
      schema: { params: ZLeadParams, body: ZRetain, response: { 200: ZLead } },
      config: { access: { scope: 'DXP_MODIFY_RETAIN_LEAD' } },
    },
    async (request, tx) => ({
      body: await setRetained(tx, authOf(request), request.params.leadId, request.body.retained),
    }),
  )
}
