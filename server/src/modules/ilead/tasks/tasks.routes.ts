import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CACHE_TIMED } from '../../../plugins/read-cache.ts'
import { z } from 'zod'
import { LEAD_READ_SCOPES } from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import {
  TASK_PATHS,
  ZFollowUpCreate,
  ZLeadTaskQuery,
  ZTask,
  ZTaskComplete,
  ZTaskList,
  ZTaskQuery,
} from '../../../../../contract/tasks.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { WORK_SCOPES } from '../field-actions.ts'
import { completeTask, createFollowUp, leadTasks, listTasks } from './tasks.service.ts'

const ZLeadParams = ZSlugParams.extend({ leadId: z.string().min(1) })
const ZTaskParams = ZSlugParams.extend({ taskId: z.string().min(1) })
const READ = { scope: LEAD_READ_SCOPES }

/** The all-tasks table, a lead's tasks, follow-ups and completing a task. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TASK_PATHS.tasks(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, querystring: ZTaskQuery, response: { 200: ZTaskList } },
      config: { access: READ, readCache: CACHE_TIMED },
    },
    async (request) => listTasks(app.db, authOf(request), request.query, new Date()),
  )

  app.get(
    TASK_PATHS.leadTasks(SLUG_PARAMS, ':leadId'),
    {
      schema: { params: ZLeadParams, querystring: ZLeadTaskQuery, response: { 200: ZTaskList } },
      config: { access: READ },
    },
    async (request) =>
      leadTasks(app.db, authOf(request), request.params.leadId, request.query, new Date()),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: TASK_PATHS.leadTasks(SLUG_PARAMS, ':leadId'),
      schema: { params: ZLeadParams, body: ZFollowUpCreate, response: { 200: ZTask, 201: ZTask } },
      config: { access: { scope: WORK_SCOPES } },
    },
    async (request, tx) => {
      const { task, created } = await createFollowUp(
        tx,
        authOf(request),
        request.params.leadId,
        request.body,
        new Date(),
      )
      return { status: created ? 201 : 200, body: task }
    },
  )

  mutation(
    app,
    {
      method: 'POST',
      url: TASK_PATHS.complete(SLUG_PARAMS, ':taskId'),
      schema: { params: ZTaskParams, body: ZTaskComplete, response: { 200: ZTask } },
      config: { access: { scope: WORK_SCOPES } },
    },
    async (request, tx) => ({
      body: await completeTask(
        tx,
        authOf(request),
        request.params.taskId,
        request.body,
        new Date(),
      ),
    }),
  )
}
