import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZPageQuery } from '../../../../../contract/common.ts'
import { ZSignedUrlQuery } from '../../../../../contract/dispositions.ts'
import {
  INDIAN_STATES,
  PROJECT_PATHS,
  PROJECTS_LIMIT,
  ZImageUpload,
  ZImageUploadRequest,
  ZProject,
  ZBasicStep,
  ZProjectList,
  ZProjectStatusList,
  ZProjectStepUpdate,
  ZStateList,
} from '../../../../../contract/projects.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { AppError } from '../../../errors.ts'
import { EMBEDDED_PUT_PATH, type ObjectStore } from '../../../object-store.ts'
import { ZSlugParams } from '../../../paging.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { authOf } from '../../../security/access.ts'
import {
  createProject,
  listProjects,
  presignImage,
  projectDetails,
  projectStatuses,
  saveStep,
  signedImage,
} from './projects.service.ts'

const ZProjectParams = ZSlugParams.extend({ projectId: z.string().min(1) })
/** Adding a project, or editing one's attributes, on the project named in the path. */
const EDITORS = {
  scope: ['DXP_ADD_PROJECT', 'DXP_PROJECT_ATTRIBUTES'],
  project: { in: 'params', name: 'projectId' },
} as const

/**
 * Projects (spec 002 sections 3 and 7, decision 0043): the landing's list, details, the stepped
 * form's create and per-step save, image uploads, and the lists the form picks from.
 */
export const projectRoutes: FastifyPluginAsyncZod<{ objects: ObjectStore }> = async (
  app,
  { objects },
) => {
  /** The landing: the projects any of the user's scopes reach, with unread counts. */
  app.get(
    PROJECT_PATHS.list(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZPageQuery.extend({
          limit: z.coerce.number().int().min(1).max(PROJECTS_LIMIT).default(PROJECTS_LIMIT),
        }),
        response: { 200: ZProjectList },
      },
      config: { access: 'staff' },
    },
    async (request) => listProjects(app.db, authOf(request), request.query),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: PROJECT_PATHS.list(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZBasicStep, response: { 201: ZProject } },
      config: { access: { scope: 'DXP_ADD_PROJECT' } },
    },
    async (request, tx) => ({
      status: 201,
      body: await createProject(tx, objects, authOf(request), request.body, new Date()),
    }),
  )

  // Details are for whoever the landing lists the project to.
  app.get(
    PROJECT_PATHS.project(SLUG_PARAMS, ':projectId'),
    {
      schema: { params: ZProjectParams, response: { 200: ZProject } },
      config: { access: 'staff' },
    },
    async (request) =>
      projectDetails(app.db, objects, authOf(request), request.params.projectId, new Date()),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: PROJECT_PATHS.project(SLUG_PARAMS, ':projectId'),
      schema: { params: ZProjectParams, body: ZProjectStepUpdate, response: { 200: ZProject } },
      config: { access: EDITORS },
    },
    async (request, tx) => ({
      body: await saveStep(
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
      url: PROJECT_PATHS.imageUpload(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZImageUploadRequest, response: { 201: ZImageUpload } },
      config: { access: { scope: ['DXP_ADD_PROJECT', 'DXP_PROJECT_ATTRIBUTES'] } },
    },
    async (request) => ({
      status: 201,
      body: await presignImage(objects, request.body, new Date()),
    }),
  )

  app.get(
    PROJECT_PATHS.states(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZStateList } },
      config: { access: 'staff' },
    },
    async () => ({ items: [...INDIAN_STATES] }),
  )

  app.get(
    PROJECT_PATHS.statuses(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZProjectStatusList } },
      config: { access: 'staff' },
    },
    async (request) => projectStatuses(app.db, authOf(request).orgId),
  )

  // A logo or QR image at its signed address: the signature and expiry are the permission,
  // as with an object store's presigned GET, so an <img> can show it.
  app.get(
    EMBEDDED_PUT_PATH('project-images', ':key'),
    {
      schema: { params: z.object({ key: z.string() }), querystring: ZSignedUrlQuery },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const image = await signedImage(objects, request.params.key, request.query, new Date())
      if (!image) throw new AppError(404, 'NOT_FOUND', 'Image not found')
      return reply
        .header('content-type', image.mimeType)
        .header('cache-control', 'private, max-age=604800, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes)
    },
  )
}
