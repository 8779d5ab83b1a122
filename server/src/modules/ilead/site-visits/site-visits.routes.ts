import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LEAD_READ_SCOPES } from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import {
  SITE_VISIT_PATHS,
  ZSiteVisit,
  ZSiteVisitCreate,
  ZSiteVisitList,
  ZSiteVisitListQuery,
  ZSiteVisitOtpConfig,
  ZSiteVisitOtpRequest,
  ZSiteVisitOtpRequested,
  ZSiteVisitOtpVerify,
  ZSiteVisitTransition,
  ZSiteVisitTransitionResult,
} from '../../../../../contract/site-visits.ts'
import type { Tx } from '../../../db/client.ts'
import { mutation, type Outcome } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf, type AuthContext } from '../../../security/access.ts'
import type { SmsSender } from '../../auth/sms.ts'
import { WORK_SCOPES } from '../field-actions.ts'
import { visibleLead } from '../leads/leads.service.ts'
import { leadVisitPage, siteVisitById, visibleVisit } from './site-visits.repository.ts'
import { createVisit, siteVisitNotFound, transitionVisit } from './site-visits.service.ts'
import { requestVisitOtp, SITE_VISIT_OTP_CONFIG, verifyVisitOtp } from './site-visit-otp.service.ts'

const ZLeadParams = ZSlugParams.extend({ leadId: z.string().min(1) })
const ZVisitParams = ZSlugParams.extend({ siteVisitId: z.string().min(1) })
const READ = { scope: LEAD_READ_SCOPES }
const WORK = { scope: WORK_SCOPES }

/** Site visits: details, scheduling, transitions, and completion by a one-time code. */
export const siteVisitRoutes: FastifyPluginAsyncZod<{ sms: SmsSender }> = async (app, { sms }) => {
  const otpDeps = {
    hmacSecret: app.secrets.hmacSecret,
    send: (p: string, t: string) => sms.send(p, t),
  }

  app.get(
    SITE_VISIT_PATHS.leadSiteVisits(SLUG_PARAMS, ':leadId'),
    {
      schema: {
        params: ZLeadParams,
        querystring: ZSiteVisitListQuery,
        response: { 200: ZSiteVisitList },
      },
      config: { access: READ },
    },
    async (request) => {
      await visibleLead(app.db, authOf(request), request.params.leadId)
      return leadVisitPage(app.db, request.params.leadId, request.query)
    },
  )

  app.get(
    SITE_VISIT_PATHS.siteVisit(SLUG_PARAMS, ':siteVisitId'),
    {
      schema: { params: ZVisitParams, response: { 200: ZSiteVisit } },
      config: { access: READ },
    },
    async (request) => {
      const visible = await visibleVisit(app.db, authOf(request), request.params.siteVisitId)
      if (!visible) throw siteVisitNotFound()
      return (await siteVisitById(app.db, visible.visit.id))!
    },
  )

  mutation(
    app,
    {
      method: 'POST',
      url: SITE_VISIT_PATHS.leadSiteVisits(SLUG_PARAMS, ':leadId'),
      schema: {
        params: ZLeadParams,
        body: ZSiteVisitCreate,
        response: { 200: ZSiteVisit, 201: ZSiteVisit },
      },
      config: { access: WORK },
    },
    async (request, tx) => {
      const { siteVisit, created } = await createVisit(
        tx,
        authOf(request),
        request.params.leadId,
        request.body,
        new Date(),
      )
      return { status: created ? 201 : 200, body: siteVisit }
    },
  )

  mutation(
    app,
    {
      method: 'POST',
      url: SITE_VISIT_PATHS.transition(SLUG_PARAMS, ':siteVisitId'),
      schema: {
        params: ZVisitParams,
        body: ZSiteVisitTransition,
        response: { 200: ZSiteVisitTransitionResult },
      },
      config: { access: WORK },
    },
    async (request, tx) => ({
      body: {
        siteVisit: await transitionVisit(
          tx,
          authOf(request),
          request.params.siteVisitId,
          request.body,
          new Date(),
        ),
      },
    }),
  )

  app.get(
    SITE_VISIT_PATHS.otpConfig(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZSiteVisitOtpConfig } },
      config: { access: READ },
    },
    async () => ({ siteVisitOtpConfig: SITE_VISIT_OTP_CONFIG }),
  )

  // The plain paths and their lead-scoped aliases (which also check the visit is the lead's).
  function codeRoutes<B extends z.ZodType>(
    urls: readonly [plain: string, leadScoped: string],
    body: B,
    response: z.ZodType,
    run: (
      tx: Tx,
      auth: AuthContext,
      deps: typeof otpDeps,
      body: z.output<B>,
      now: Date,
      leadId?: string,
    ) => Promise<Outcome>,
  ) {
    for (const [url, leadScoped] of [
      [urls[0], false],
      [urls[1], true],
    ] as const) {
      mutation(
        app,
        {
          method: 'POST',
          url,
          schema: {
            params: leadScoped ? ZLeadParams : ZSlugParams,
            body,
            response: { 200: response },
          },
          config: { access: WORK },
        },
        async (request, tx) =>
          run(
            tx,
            authOf(request),
            otpDeps,
            request.body as z.output<B>,
            new Date(),
            leadScoped ? (request.params as z.infer<typeof ZLeadParams>).leadId : undefined,
          ),
      )
    }
  }
  codeRoutes(
    [SITE_VISIT_PATHS.requestOtp(SLUG_PARAMS), SITE_VISIT_PATHS.leadGetOtp(SLUG_PARAMS, ':leadId')],
    ZSiteVisitOtpRequest,
    ZSiteVisitOtpRequested,
    requestVisitOtp,
  )
  codeRoutes(
    [
      SITE_VISIT_PATHS.verifyOtp(SLUG_PARAMS),
      SITE_VISIT_PATHS.leadVerifyOtp(SLUG_PARAMS, ':leadId'),
    ],
    ZSiteVisitOtpVerify,
    ZSiteVisitTransitionResult,
    verifyVisitOtp,
  )
}
