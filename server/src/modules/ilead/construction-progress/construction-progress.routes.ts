import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CONSTRUCTION_PATHS,
  CONSTRUCTION_SCOPES,
  ZProgress,
  ZProgressCreate,
  ZProgressList,
  ZProgressListQuery,
} from '../../../../../contract/construction-progress.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import type { ObjectStore } from '../../../object-store.ts'
import { ZSlugParams } from '../../../paging.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { authOf } from '../../../security/access.ts'
import * as progress from './construction-progress.service.ts'

const EDITORS = {
  scope: [...CONSTRUCTION_SCOPES],
  project: { in: 'query', name: 'projectId' },
} as const
const ZProjectQuery = z.object({ projectId: z.string().min(1).max(100) })

/** Construction milestones and progress (decision 0056): list, add with media, delete. */
export const constructionProgressRoutes: FastifyPluginAsyncZod<{ objects: ObjectStore }> = async (
  app,
  { objects },
) => {
  app.get(
    CONSTRUCTION_PATHS.list(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZProgressListQuery,
        response: { 200: ZProgressList },
      },
      config: { access: EDITORS },
    },
    async (request) =>
      progress.listProgress(app.db, objects, authOf(request), request.query, new Date()),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: CONSTRUCTION_PATHS.list(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        querystring: ZProjectQuery,
        body: ZProgressCreate,
        response: { 201: ZProgress },
      },
      config: { access: EDITORS },
    },
    async (request, tx) => ({
      status: 201,
      body: await progress.addProgress(
        tx,
        objects,
        authOf(request),
        request.query.projectId,
        request.body,
        new Date(),
      ),
    }),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: CONSTRUCTION_PATHS.one(SLUG_PARAMS, ':progressId'),
      schema: {
        params: ZSlugParams.extend({ progressId: z.string().min(1).max(100) }),
        querystring: ZProjectQuery,
        response: { 200: z.object({ constructionProgressId: z.string() }) },
      },
      config: { access: EDITORS },
    },
    async (request, tx) =>
      progress.deleteProgress(
        tx,
        objects,
        authOf(request),
        request.query.projectId,
        request.params.progressId,
      ),
  )
}
