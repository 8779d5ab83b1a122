import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZSignedUrlQuery } from '../../../../../contract/dispositions.ts'
import {
  ANY_CONTENT_SCOPE,
  CONTENT_PATHS,
  CONTENT_SCOPES,
  ZAmenityCreate,
  ZAttachmentGroups,
  ZBrochureGenerate,
  ZContentFileCreate,
  ZContentFileUpdate,
  ZContentUpload,
  ZContentUploadRequest,
  ZPastProjectCreate,
  ZProjectContent,
} from '../../../../../contract/project-content.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { AppError } from '../../../errors.ts'
import { EMBEDDED_PUT_PATH, type ObjectStore } from '../../../object-store.ts'
import { ZSlugParams } from '../../../paging.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { authOf } from '../../../security/access.ts'
import type { ImageGenerator } from './image-generator.ts'
import * as content from './content.service.ts'

const ZProjectParams = ZSlugParams.extend({ projectId: z.string().min(1).max(100) })
const ZFileParams = ZProjectParams.extend({ fileId: z.string().min(1).max(100) })
const ZAmenityParams = ZProjectParams.extend({ amenityId: z.string().min(1).max(100) })
const ZPastParams = ZProjectParams.extend({ pastProjectId: z.string().min(1).max(100) })
const onProject = { in: 'params', name: 'projectId' } as const
/** Any content scope on the project; the service then asks for the item's own (decision 0048). */
const CONTENT_EDITORS = { scope: [...ANY_CONTENT_SCOPE], project: onProject }
const AMENITY_EDITORS = { scope: [...CONTENT_SCOPES.amenity], project: onProject }
const PAST_EDITORS = { scope: [...CONTENT_SCOPES.pastProject], project: onProject }
const BROCHURE_EDITORS = { scope: [...CONTENT_SCOPES.brochure], project: onProject }
const p = (path: (slug: string, projectId: string, id: string) => string, id: string) =>
  path(SLUG_PARAMS, ':projectId', id)
const ok = async <T>(body: Promise<T>) => ({ body: await body })

/**
 * A project's content (decision 0048): the Content screen's read and changes, uploads through
 * pre-signed addresses checked by their bytes, the brochure made as a PDF, AI amenity images,
 * and the chat's attachment groups.
 */
export const contentRoutes: FastifyPluginAsyncZod<{
  objects: ObjectStore
  images: ImageGenerator
}> = async (app, { objects, images }) => {
  // Reads are for whoever the project's details are for (any scope reaching the project).
  app.get(
    CONTENT_PATHS.content(SLUG_PARAMS, ':projectId'),
    {
      schema: { params: ZProjectParams, response: { 200: ZProjectContent } },
      config: { access: 'staff' },
    },
    async (request) =>
      content.projectContent(
        app.db,
        objects,
        authOf(request),
        request.params.projectId,
        new Date(),
      ),
  )

  app.get(
    CONTENT_PATHS.attachments(SLUG_PARAMS, ':projectId'),
    {
      schema: { params: ZProjectParams, response: { 200: ZAttachmentGroups } },
      config: { access: 'staff' },
    },
    async (request) =>
      content.attachmentGroups(
        app.db,
        objects,
        authOf(request),
        request.params.projectId,
        new Date(),
      ),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: CONTENT_PATHS.validateFiles(SLUG_PARAMS, ':projectId'),
      schema: {
        params: ZProjectParams,
        body: ZContentUploadRequest,
        response: { 201: ZContentUpload },
      },
      config: { access: CONTENT_EDITORS },
    },
    async (request, tx) => ({
      status: 201,
      body: await content.presignUpload(
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
      url: CONTENT_PATHS.files(SLUG_PARAMS, ':projectId'),
      schema: {
        params: ZProjectParams,
        body: ZContentFileCreate,
        response: { 201: ZProjectContent },
      },
      config: { access: CONTENT_EDITORS },
    },
    async (request, tx) => ({
      status: 201,
      body: await content.addFile(
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
      method: 'PATCH',
      url: p(CONTENT_PATHS.file, ':fileId'),
      schema: { params: ZFileParams, body: ZContentFileUpdate, response: { 200: ZProjectContent } },
      config: { access: CONTENT_EDITORS },
    },
    async (request, tx) =>
      ok(
        content.selectFile(
          tx,
          objects,
          authOf(request),
          request.params.projectId,
          request.params.fileId,
          request.body.selected,
          new Date(),
        ),
      ),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: p(CONTENT_PATHS.file, ':fileId'),
      schema: { params: ZFileParams, response: { 200: ZProjectContent } },
      config: { access: CONTENT_EDITORS },
    },
    async (request, tx) =>
      ok(
        content.removeFile(
          tx,
          objects,
          authOf(request),
          request.params.projectId,
          request.params.fileId,
          new Date(),
        ),
      ),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: CONTENT_PATHS.generateBrochure(SLUG_PARAMS, ':projectId'),
      schema: {
        params: ZProjectParams,
        body: ZBrochureGenerate,
        response: { 201: ZProjectContent },
      },
      config: { access: BROCHURE_EDITORS },
    },
    async (request, tx) => ({
      status: 201,
      body: await content.generateBrochure(
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
      url: CONTENT_PATHS.amenities(SLUG_PARAMS, ':projectId'),
      schema: { params: ZProjectParams, body: ZAmenityCreate, response: { 201: ZProjectContent } },
      config: { access: AMENITY_EDITORS },
    },
    async (request, tx) => ({
      status: 201,
      body: await content.addAmenity(
        tx,
        objects,
        authOf(request),
        request.params.projectId,
        request.body.name,
        new Date(),
      ),
    }),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: p(CONTENT_PATHS.amenity, ':amenityId'),
      schema: { params: ZAmenityParams, response: { 200: ZProjectContent } },
      config: { access: AMENITY_EDITORS },
    },
    async (request, tx) =>
      ok(
        content.removeAmenity(
          tx,
          objects,
          authOf(request),
          request.params.projectId,
          request.params.amenityId,
          new Date(),
        ),
      ),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: p(CONTENT_PATHS.amenityImage, ':amenityId'),
      schema: { params: ZAmenityParams, response: { 200: ZProjectContent } },
      config: { access: AMENITY_EDITORS },
    },
    async (request, tx) =>
      ok(
        content.generateAmenityImage(
          tx,
          objects,
          images,
          authOf(request),
          request.params.projectId,
          request.params.amenityId,
          new Date(),
        ),
      ),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: CONTENT_PATHS.pastProjects(SLUG_PARAMS, ':projectId'),
      schema: {
        params: ZProjectParams,
        body: ZPastProjectCreate,
        response: { 201: ZProjectContent },
      },
      config: { access: PAST_EDITORS },
    },
    async (request, tx) => ({
      status: 201,
      body: await content.addPastProject(
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
      method: 'DELETE',
      url: p(CONTENT_PATHS.pastProject, ':pastProjectId'),
      schema: { params: ZPastParams, response: { 200: ZProjectContent } },
      config: { access: PAST_EDITORS },
    },
    async (request, tx) =>
      ok(
        content.removePastProject(
          tx,
          objects,
          authOf(request),
          request.params.projectId,
          request.params.pastProjectId,
          new Date(),
        ),
      ),
  )

  // A content file at its signed address: the signature and expiry are the permission, as with
  // an object store's presigned GET, so an <img> or a PDF viewer can open it.
  app.get(
    EMBEDDED_PUT_PATH('project-content', ':key'),
    {
      schema: { params: z.object({ key: z.string() }), querystring: ZSignedUrlQuery },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const file = await content.signedContentFile(
        objects,
        request.params.key,
        request.query,
        new Date(),
      )
      if (!file) throw new AppError(404, 'NOT_FOUND', 'File not found')
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', file.isPdf ? 'inline; filename="brochure.pdf"' : 'inline')
        .header('cache-control', 'private, max-age=604800, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes)
    },
  )
}
