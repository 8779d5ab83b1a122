import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DISPOSITION_ERROR_CODES,
  DISPOSITION_MESSAGES,
  DISPOSITION_PATHS,
  RECORDING_MAX_BYTES,
  ZRecordingPresign,
  ZRecordingPresigned,
  ZRecordingUploaded,
  ZSignedUrlQuery,
} from '../../../../../contract/dispositions.ts'
import { ZApiError } from '../../../../../contract/common.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { CALL_SCOPES } from '../field-actions.ts'
import type { RecordingStore } from './recordings-store.ts'
import { presignRecording, readRecording, uploadRecording } from './recordings.service.ts'

const ZRecordingParams = z.object({ recordingId: z.string().min(1) })

/**
 * Call recordings: a presign (signed-in, with the calls scope) and the signed address itself,
 * which needs no session: its signature and expiry are the permission, as with an object store.
 */
export const recordingRoutes: FastifyPluginAsyncZod<{ store: RecordingStore }> = async (
  app,
  { store },
) => {
  mutation(
    app,
    {
      method: 'POST',
      url: DISPOSITION_PATHS.recordingPresign(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        body: ZRecordingPresign,
        response: { 201: ZRecordingPresigned },
      },
      config: { access: { scope: CALL_SCOPES } },
    },
    async (request, tx) => ({
      status: 201,
      body: await presignRecording(tx, authOf(request), store, request.body, new Date()),
    }),
  )

  // The raw-bytes parser lives in a scope of its own: every other route of this plugin keeps
  // the 1 MB JSON-only body.
  const uploadScope: FastifyPluginAsyncZod = async (upload) => {
    // Raw bytes of any declared type: the content is judged by its first bytes, not its label.
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: RECORDING_MAX_BYTES },
      (_r, body, done) => done(null, body),
    )

    upload.put(
      DISPOSITION_PATHS.recordingContent(':recordingId'),
      {
        schema: {
          params: ZRecordingParams,
          querystring: ZSignedUrlQuery,
          response: { 200: ZRecordingUploaded, 413: ZApiError },
        },
        // PUT of the same bytes to the same address is idempotent by nature; hashing 50 MB to
        // store a key would not be.
        config: { access: 'public', idempotency: 'exempt' },
        bodyLimit: RECORDING_MAX_BYTES,
        errorHandler: (error: FastifyError, _request, reply) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            return reply.status(413).send({
              code: DISPOSITION_ERROR_CODES.recordingTooLarge,
              message: DISPOSITION_MESSAGES.recordingTooLarge,
            })
          }
          throw error
        },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return uploadRecording(
          app.db,
          store,
          request.params.recordingId,
          request.query,
          bytes,
          new Date(),
        )
      },
    )
  }
  await app.register(uploadScope)

  app.get(
    DISPOSITION_PATHS.recordingContent(':recordingId'),
    {
      schema: { params: ZRecordingParams, querystring: ZSignedUrlQuery },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { bytes, mimeType } = await readRecording(
        app.db,
        store,
        request.params.recordingId,
        request.query,
        new Date(),
      )
      return reply
        .header('content-type', mimeType)
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )
}
