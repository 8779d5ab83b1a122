import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '../../contract/common.ts'
import { ZSignedUrlQuery } from '../../contract/dispositions.ts'
import { AppError } from './errors.ts'
import {
  BROWSER_UPLOAD_LIMITS,
  EMBEDDED_PUT_PATH,
  type ObjectBucket,
  type ObjectStore,
} from './object-store.ts'

const LARGEST = Math.max(...Object.values(BROWSER_UPLOAD_LIMITS))
const ZParams = z.object({ bucket: z.string(), key: z.string() })

const tooLarge = () => new AppError(413, 'OBJECT_TOO_LARGE', 'The file is too large')
const denied = () =>
  new AppError(403, 'SIGNATURE_INVALID', 'This upload address is not valid or has expired')

/**
 * The embedded store's pre-signed PUT (ObjectStore.presignPut): no session, the signature and
 * its expiry are the permission, as with an S3 store's presigned URL. Only buckets a browser may
 * upload to, each within its size; the content is judged by whoever submits the file.
 */
export const objectUploadRoutes: FastifyPluginAsyncZod<{ objects: ObjectStore }> = async (
  app,
  { objects },
) => {
  // Raw bytes of any declared type (text/csv, text/plain, Excel's label for .csv alike).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LARGEST }, (_r, body, done) =>
    done(null, body),
  )
  app.put(
    EMBEDDED_PUT_PATH(':bucket', ':key'),
    {
      schema: {
        params: ZParams,
        querystring: ZSignedUrlQuery,
        response: { 200: z.object({ size: z.number() }), 413: ZApiError },
      },
      config: { access: 'public', idempotency: 'exempt' },
      bodyLimit: LARGEST,
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply.status(413).send({ code: 'OBJECT_TOO_LARGE', message: tooLarge().message })
        }
        throw error
      },
    },
    async (request) => {
      const bucket = request.params.bucket as ObjectBucket
      const limit = BROWSER_UPLOAD_LIMITS[bucket]
      if (limit === undefined) throw denied()
      if (!objects.verify(bucket, request.params.key, 'put', request.query, new Date()))
        throw denied()
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (bytes.length > limit) throw tooLarge()
      await objects.write(bucket, request.params.key, bytes)
      return { size: bytes.length }
    },
  )
}
