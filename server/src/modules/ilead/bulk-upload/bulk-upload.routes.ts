import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BULK_UPLOAD_PATHS,
  CSV_MEDIA_TYPE,
  templateCsv,
  ZBulkFileInfo,
  ZBulkPresigned,
  ZBulkSubmit,
  ZBulkUpload,
  ZBulkUploadList,
  ZBulkUploadsQuery,
} from '../../../../../contract/bulk-upload.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import type { ObjectStore } from '../../../object-store.ts'
import { ZSlugParams } from '../../../paging.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { authOf } from '../../../security/access.ts'
import { currentForm } from '../lead-form/lead-form.service.ts'
import type { ReportWorker } from '../reports/report-worker.ts'
import {
  oneUpload,
  outcomeCsv,
  presign,
  submit,
  toUpload,
  uploadHistory,
} from './bulk-upload.service.ts'

const BULK = { scope: 'DXP_BULK_UPLOAD_LEADS' } as const
const BULK_ON_PROJECT = { ...BULK, project: { in: 'params', name: 'projectId' } } as const

const ZProjectParams = ZSlugParams.extend({ projectId: z.string().min(1) })
const ZUploadParams = ZProjectParams.extend({ id: z.string().min(1) })
const slugOf = (p: { market: string; product: string; orgId: string }) =>
  `${p.market}/${p.product}/${p.orgId}`

/** Bulk lead upload (spec 001 §4 and §7): presigned address, submit, history, outcome, template. */
export const bulkUploadRoutes: FastifyPluginAsyncZod<{
  objects: ObjectStore
  worker: ReportWorker
}> = async (app, { objects, worker }) => {
  mutation(
    app,
    {
      method: 'POST',
      url: BULK_UPLOAD_PATHS.presigned(SLUG_PARAMS, ':projectId'),
      schema: { params: ZProjectParams, body: ZBulkFileInfo, response: { 201: ZBulkPresigned } },
      config: { access: BULK_ON_PROJECT },
    },
    async (request, tx) => ({
      status: 201,
      body: await presign(
        tx,
        objects,
        authOf(request),
        request.params.projectId,
        request.body,
        new Date(),
      ),
    }),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: BULK_UPLOAD_PATHS.submit(SLUG_PARAMS, ':projectId'),
      schema: {
        params: ZProjectParams,
        body: ZBulkSubmit,
        response: { 200: ZBulkUpload, 201: ZBulkUpload },
      },
      config: { access: BULK_ON_PROJECT },
    },
    async (request, tx) => {
      const { upload, started } = await submit(
        tx,
        objects,
        authOf(request),
        request.params.projectId,
        request.body,
        slugOf(request.params),
        new Date(),
      )
      return {
        status: started ? 201 : 200,
        body: upload,
        afterCommit: async () => worker.kick(),
      }
    },
  )

  app.get(
    BULK_UPLOAD_PATHS.uploads(SLUG_PARAMS, ':projectId'),
    {
      schema: {
        params: ZProjectParams,
        querystring: ZBulkUploadsQuery,
        response: { 200: ZBulkUploadList },
      },
      config: { access: BULK_ON_PROJECT },
    },
    async (request) =>
      uploadHistory(
        app.db,
        authOf(request),
        request.params.projectId,
        request.query,
        slugOf(request.params),
      ),
  )

  app.get(
    BULK_UPLOAD_PATHS.upload(SLUG_PARAMS, ':projectId', ':id'),
    {
      schema: { params: ZUploadParams, response: { 200: ZBulkUpload } },
      config: { access: BULK_ON_PROJECT },
    },
    async (request) =>
      toUpload(
        await oneUpload(app.db, authOf(request), request.params.projectId, request.params.id),
        slugOf(request.params),
      ),
  )

  app.get(
    BULK_UPLOAD_PATHS.outcome(SLUG_PARAMS, ':projectId', ':id'),
    { schema: { params: ZUploadParams }, config: { access: BULK_ON_PROJECT } },
    async (request, reply) => {
      const { fileName, body } = await outcomeCsv(
        app.db,
        authOf(request),
        request.params.projectId,
        request.params.id,
      )
      return reply
        .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body)
    },
  )

  app.get(
    BULK_UPLOAD_PATHS.template(SLUG_PARAMS),
    { schema: { params: ZSlugParams }, config: { access: BULK } },
    async (request, reply) =>
      reply
        .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
        .header('content-disposition', 'attachment; filename="bulk-lead-upload-template.csv"')
        .send(templateCsv(await currentForm(app.db, authOf(request).orgId))),
  )
}
