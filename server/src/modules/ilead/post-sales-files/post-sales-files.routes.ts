import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZSignedUrlQuery } from '../../../../../contract/dispositions.ts'
import {
  ANY_UPLOAD_SCOPE,
  POST_SALES_FILE_PATHS,
  ZUploadSession,
  ZUploadStart,
  ZUploadedFile,
} from '../../../../../contract/post-sales-files.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { AppError } from '../../../errors.ts'
import { EMBEDDED_PUT_PATH, type ObjectStore } from '../../../object-store.ts'
import { ZSlugParams } from '../../../paging.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { authOf } from '../../../security/access.ts'
import * as files from './post-sales-files.service.ts'

const ZProjectParams = ZSlugParams.extend({ projectId: z.string().min(1).max(100) })
const ZUploadParams = ZProjectParams.extend({ uploadId: z.string().uuid() })
/** Any upload scope on the project; the service asks for the purpose's own. */
const UPLOADERS = {
  scope: [...ANY_UPLOAD_SCOPE],
  project: { in: 'params', name: 'projectId' },
} as const
const upload = (path: (slug: string, projectId: string, uploadId: string) => string) =>
  path(SLUG_PARAMS, ':projectId', ':uploadId')

/**
 * Post-sales uploads in parts (decision 0056): start (the parts' pre-signed addresses), resume
 * (the parts the store lacks, signed again), complete (joined and judged by the bytes), and the
 * kept files at their signed addresses.
 */
export const postSalesFileRoutes: FastifyPluginAsyncZod<{ objects: ObjectStore }> = async (
  app,
  { objects },
) => {
  mutation(
    app,
    {
      method: 'POST',
      url: POST_SALES_FILE_PATHS.uploads(SLUG_PARAMS, ':projectId'),
      schema: { params: ZProjectParams, body: ZUploadStart, response: { 201: ZUploadSession } },
      config: { access: UPLOADERS },
    },
    async (request, tx) => {
      const started = await files.startUpload(
        tx,
        objects,
        authOf(request),
        request.params.projectId,
        request.body,
        new Date(),
      )
      return { status: 201, body: started.session, afterCommit: started.afterCommit }
    },
  )

  app.get(
    upload(POST_SALES_FILE_PATHS.upload),
    {
      schema: { params: ZUploadParams, response: { 200: ZUploadSession } },
      config: { access: UPLOADERS },
    },
    async (request) =>
      files.resumeUpload(
        app.db,
        objects,
        authOf(request),
        request.params.projectId,
        request.params.uploadId,
        new Date(),
      ),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: upload(POST_SALES_FILE_PATHS.complete),
      schema: { params: ZUploadParams, response: { 200: ZUploadedFile } },
      config: { access: UPLOADERS },
    },
    async (request, tx) => ({
      body: await files.completeUpload(
        tx,
        objects,
        authOf(request),
        request.params.projectId,
        request.params.uploadId,
        new Date(),
      ),
    }),
  )

  // A kept file at its signed address: the signature is the permission, so an <img>, a <video>
  // or a PDF viewer opens it without a session header. Ranges let a video seek.
  app.get(
    EMBEDDED_PUT_PATH(files.POST_SALES_BUCKET, ':key'),
    {
      schema: { params: z.object({ key: z.string() }), querystring: ZSignedUrlQuery },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const file = await files.signedFile(
        app.db,
        objects,
        request.params.key,
        request.query,
        request.headers.range,
        new Date(),
      )
      if (!file) throw new AppError(404, 'NOT_FOUND', 'File not found')
      reply.header('accept-ranges', 'bytes')
      if (file.kind === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${file.size}`).send()
      }
      if (file.range) {
        const { start, end } = file.range
        reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`)
      }
      const length = file.range ? file.range.end - file.range.start + 1 : file.size
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', length)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=604800, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream)
    },
  )
}
