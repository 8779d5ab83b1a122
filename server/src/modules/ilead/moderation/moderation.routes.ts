import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MODERATION_PATHS,
  ZDefinitionVerdict,
  ZGenerateDefinition,
  ZGeneratedDefinition,
  ZModerationParams,
  ZParamNames,
  ZParamsSave,
  ZValidateDefinition,
} from '../../../../../contract/agent-moderation.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { ZSlugParams } from '../../../paging.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { authOf } from '../../../security/access.ts'
import type { DefinitionWriter } from './definition-writer.ts'
import { listParams, paramNames, saveParams } from './moderation.service.ts'

/**
 * Decision 0035: the parameters weigh every lead score of the organisation, a lead setting, so
 * changing them (and asking the writer for definitions) needs DXP_MODIFY_ROUTING; reading them
 * is for whoever sees agent performance (DXP_LEAD_ASSIGNMENT) or may change them.
 */
const EDIT = { scope: 'DXP_MODIFY_ROUTING' } as const
const READ = { scope: ['DXP_LEAD_ASSIGNMENT', 'DXP_MODIFY_ROUTING'] } as const

/** Each call may cost an AI request: a person writing labels needs far fewer than this. */
const PER_USER = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: { userId: string | null; ip: string }) =>
    request.userId ? `user:${request.userId}` : request.ip,
}

export const moderationRoutes: FastifyPluginAsyncZod<{ definitions: DefinitionWriter }> = async (
  app,
  { definitions },
) => {
  app.get(
    MODERATION_PATHS.params(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZModerationParams } },
      config: { access: READ },
    },
    async (request) => listParams(app.db, authOf(request)),
  )

  app.get(
    MODERATION_PATHS.paramNames(SLUG_PARAMS),
    { schema: { params: ZSlugParams, response: { 200: ZParamNames } }, config: { access: READ } },
    async (request) => paramNames(app.db, authOf(request)),
  )

  mutation(
    app,
    {
      method: 'PUT',
      url: MODERATION_PATHS.params(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZParamsSave, response: { 200: ZModerationParams } },
      config: { access: EDIT },
    },
    async (request, tx) => ({
      body: await saveParams(tx, authOf(request), request.body, new Date()),
    }),
  )

  // Questions, not changes: nothing to make idempotent.
  app.post(
    MODERATION_PATHS.generateDefinition(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        body: ZGenerateDefinition,
        response: { 200: ZGeneratedDefinition },
      },
      config: { access: EDIT, idempotency: 'exempt', rateLimit: PER_USER },
    },
    async (request) => ({
      definition: await definitions.generate(request.body.label),
      writer: definitions.name,
    }),
  )

  app.post(
    MODERATION_PATHS.validateDefinition(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        body: ZValidateDefinition,
        response: { 200: ZDefinitionVerdict },
      },
      config: { access: EDIT, idempotency: 'exempt', rateLimit: PER_USER },
    },
    async (request) => ({
      ...(await definitions.validate(request.body.label, request.body.definition)),
      writer: definitions.name,
    }),
  )
}
