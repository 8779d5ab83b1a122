import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '../../../../../contract/common.ts'
import {
  COMMON_DOCUMENT_PATHS,
  COMMON_DOCUMENT_SCOPES,
  ZCommonDocument,
  ZCommonDocumentCreate,
  ZCommonDocumentUpdate,
  ZCommonDocuments,
  ZNotifyCommonDocument,
  ZNotifyResult,
} from '../../../../../contract/common-documents.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import type { ObjectStore } from '../../../object-store.ts'
import { ZSlugParams } from '../../../paging.ts'
import { mutation, mutationWithOutsideCall } from '../../../plugins/idempotency.ts'
import { authOf } from '../../../security/access.ts'
import type { SmsSender } from '../../auth/sms.ts'
import * as documents from './common-documents.service.ts'

const ZProjectQuery = z.object({ projectId: z.string().min(1).max(100) })
const EDITORS = {
  scope: [...COMMON_DOCUMENT_SCOPES],
  project: { in: 'query', name: 'projectId' },
} as const

/** Common documents (decision 0056): list, keep an upload, rename or (de)activate, share. */
export const commonDocumentRoutes: FastifyPluginAsyncZod<{
  objects: ObjectStore
  sms: SmsSender
}> = async (app, { objects, sms }) => {
  app.get(
    COMMON_DOCUMENT_PATHS.list(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZProjectQuery,
        response: { 200: ZCommonDocuments },
      },
      config: { access: EDITORS },
    },
    async (request) =>
      documents.listDocuments(
        app.db,
        objects,
        authOf(request),
        request.query.projectId,
        new Date(),
      ),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: COMMON_DOCUMENT_PATHS.list(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        querystring: ZProjectQuery,
        body: ZCommonDocumentCreate,
        response: { 201: ZCommonDocument },
      },
      config: { access: EDITORS },
    },
    async (request, tx) => ({
      status: 201,
      body: await documents.createDocument(
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
      method: 'PUT',
      url: COMMON_DOCUMENT_PATHS.one(SLUG_PARAMS, ':documentId'),
      schema: {
        params: ZSlugParams.extend({ documentId: z.string().min(1).max(100) }),
        querystring: ZProjectQuery,
        body: ZCommonDocumentUpdate,
        response: { 200: ZCommonDocument },
      },
      config: { access: EDITORS },
    },
    async (request, tx) => ({
      body: await documents.updateDocument(
        tx,
        objects,
        authOf(request),
        request.query.projectId,
        request.params.documentId,
        request.body,
        new Date(),
      ),
    }),
  )

  // The SMS go out between two transactions, so a slow gateway holds no connection.
  mutationWithOutsideCall(
    app,
    {
      method: 'POST',
      url: COMMON_DOCUMENT_PATHS.notify(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        querystring: ZProjectQuery,
        body: ZNotifyCommonDocument,
        response: { 200: ZNotifyResult, 502: ZApiError },
      },
      config: { access: EDITORS },
    },
    {
      attempt: (request, tx) =>
        documents.startShare(
          tx,
          authOf(request),
          request.query.projectId,
          request.body.documentId,
          new Date(),
        ),
      call: (_request, pending) => documents.sendShare(sms, pending),
      record: (_request, tx, pending, result) =>
        documents.finishShare(tx, pending, result, new Date()),
    },
  )
}
