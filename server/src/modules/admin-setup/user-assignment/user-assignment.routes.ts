import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import {
  USER_ASSIGNMENT_PATHS,
  ZAssignUserInput,
  ZProjectUserRoles,
} from '../../../../../contract/user-assignment.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { assignUser, projectUserRoles, unassignUser } from './user-assignment.service.ts'

const ZProjectParams = ZSlugParams.extend({ projectId: z.string().min(1) })
const ZUserParams = ZProjectParams.extend({ userId: z.string().min(1) })
const IN_PARAMS = { in: 'params', name: 'projectId' } as const
const access = { scope: 'DXP_USER_ASSIGNMENT', project: IN_PARAMS } as const

/**
 * User assignment (decision 0045): DXP_USER_ASSIGNMENT on the project, checked before the body
 * is read. Both changes answer the project's new list.
 */
export const userAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_ASSIGNMENT_PATHS.userRoles(SLUG_PARAMS, ':projectId'),
    {
      schema: { params: ZProjectParams, response: { 200: ZProjectUserRoles } },
      config: { access },
    },
    async (request) => projectUserRoles(app.db, authOf(request), request.params.projectId),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: USER_ASSIGNMENT_PATHS.userRoles(SLUG_PARAMS, ':projectId'),
      schema: {
        params: ZProjectParams,
        body: ZAssignUserInput,
        response: { 200: ZProjectUserRoles },
      },
      config: { access },
    },
    async (request, tx) => ({
      body: await assignUser(tx, authOf(request), request.params.projectId, request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: USER_ASSIGNMENT_PATHS.userRole(SLUG_PARAMS, ':projectId', ':userId'),
      schema: { params: ZUserParams, response: { 200: ZProjectUserRoles } },
      config: { access },
    },
    async (request, tx) => ({
      body: await unassignUser(
        tx,
        authOf(request),
        request.params.projectId,
        request.params.userId,
      ),
    }),
  )
}
