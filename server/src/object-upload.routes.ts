import type { FastifyError, FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '../../contract/common.ts'
import { ZSignedUrlQuery } from '../../contract/dispositions.ts'
import { AppError } from './errors.ts'
import {
  BROWSER_UPLOAD_LIMITS,
  EMBEDDED_PART_PATH,
  EMBEDDED_PUT_PATH,
  EmbeddedObjectStore,
  PART_UPLOAD_LIMITS,
  UPLOAD_PART_BYTES,
  type ObjectBucket,
  type ObjectStore,
} from './object-store.ts'

const LARGEST = Math.max(...Object.values(BROWSER_UPLOAD_LIMITS), UPLOAD_PART_BYTES)
const ZParams = z.object({ bucket: z.string(), key: z.string() })
const ZPartParams = ZParams.extend({ partNumber: z.coerce.number().int().min(1).max(10_000) })
const ZPartQuery = ZSignedUrlQuery.extend({
  uploadId: z.string(),
  size: z.coerce.number().int().min(1).max(UPLOAD_PART_BYTES),
})

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
  const bodyTooLarge = (error: FastifyError, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: 'OBJECT_TOO_LARGE', message: tooLarge().message })
    }
    throw error
  }

  // One part of a resumable upload (decision 0056), the embedded store's counterpart of S3's
  // presigned UploadPart: its upload, number and exact size are signed.
  app.put(
    EMBEDDED_PART_PATH(':bucket', ':key', ':partNumber'),
    {
      schema: {
        params: ZPartParams,
        querystring: ZPartQuery,
        response: { 200: z.object({ size: z.number() }), 413: ZApiError },
      },
      config: { access: 'public', idempotency: 'exempt' },
      bodyLimit: UPLOAD_PART_BYTES,
      errorHandler: (error: FastifyError, _request, reply) => bodyTooLarge(error, reply),
    },
    async (request) => {
      const bucket = request.params.bucket as ObjectBucket
      const { uploadId, size, expires, signature } = request.query
      const part = { number: request.params.partNumber, size }
      if (
        !(objects instanceof EmbeddedObjectStore) ||
        PART_UPLOAD_LIMITS[bucket] === undefined ||
        !objects.verifyPart(
          bucket,
          request.params.key,
          uploadId,
          part,
          { expires, signature },
          new Date(),
        )
      )
        throw denied()
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (bytes.length !== size)
        throw new AppError(400, 'PART_SIZE_MISMATCH', `This part must be ${size} bytes`)
      if (!(await objects.writePart(bucket, request.params.key, uploadId, part.number, bytes)))
        throw denied()
      return { size: bytes.length }
    },
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
      errorHandler: (error: FastifyError, _request, reply) => bodyTooLarge(error, reply),
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
