import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LEAD_READ_SCOPES } from '../../../../../contract/leads.ts'
import {
  QUESTIONNAIRE_PATHS,
  ZQuestionList,
  ZQuestionnaireResponse,
  ZQuestionnaireResponseList,
  ZQuestionnaireSubmit,
  ZQuestionQuery,
} from '../../../../../contract/questionnaire.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { WORK_SCOPES } from '../field-actions.ts'
import { leadResponses, questionsFor, submitAnswers } from './questionnaire.service.ts'

const ZProjectParams = ZSlugParams.extend({ projectId: z.string().min(1) })
const ZLeadParams = ZSlugParams.extend({ leadId: z.string().min(1) })
const IN_PROJECT = { in: 'params', name: 'projectId' } as const

/** The questionnaire per lead status: the questions, the answers submitted for a lead. */
export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    QUESTIONNAIRE_PATHS.statusQuestions(SLUG_PARAMS, ':projectId'),
    {
      schema: {
        params: ZProjectParams,
        querystring: ZQuestionQuery,
        response: { 200: ZQuestionList },
      },
      config: { access: { scope: LEAD_READ_SCOPES, project: IN_PROJECT } },
    },
    async (request) =>
      questionsFor(app.db, authOf(request), request.params.projectId, request.query.leadStatus),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: QUESTIONNAIRE_PATHS.statusQuestions(SLUG_PARAMS, ':projectId'),
      schema: {
        params: ZProjectParams,
        body: ZQuestionnaireSubmit,
        response: { 200: ZQuestionnaireResponse, 201: ZQuestionnaireResponse },
      },
      config: { access: { scope: WORK_SCOPES, project: IN_PROJECT } },
    },
    async (request, tx) => {
      const { response, created } = await submitAnswers(
        tx,
        authOf(request),
        request.params.projectId,
        request.body,
        new Date(),
      )
      return { status: created ? 201 : 200, body: response }
    },
  )

  app.get(
    QUESTIONNAIRE_PATHS.leadAnswers(SLUG_PARAMS, ':leadId'),
    {
      schema: { params: ZLeadParams, response: { 200: ZQuestionnaireResponseList } },
      config: { access: { scope: LEAD_READ_SCOPES } },
    },
    async (request) => leadResponses(app.db, authOf(request), request.params.leadId),
  )
}
