import { randomUUID } from 'node:crypto'
import {
  PROJECT_ERROR_CODES,
  PROJECT_MESSAGES,
  PROJECT_STATUS_ENTITY,
  imageLimit,
  publishReasonNeeded,
  stageAfter,
  stepReachable,
  type TImageUpload,
  type TImageUploadRequest,
  type TProject,
  type TProjectCreate,
  type TProjectStepUpdate,
  type TProjectSummary,
  type TProjectImageKind,
} from '../../../../../contract/projects.ts'
import { hasScope } from '../../../../../contract/scopes.ts'
import { detectFileType, fileTooLargeMessage } from '../../../../../contract/validators.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import { weeklySignedPath, type ObjectStore } from '../../../object-store.ts'
import type { PageRequest } from '../../../paging.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { reachableProjects } from '../../../security/grants.ts'
import * as repo from './projects.repository.ts'

const BUCKET = 'project-images'
const PRESIGN_TTL_MS = 15 * 60_000

/** A 400 naming the body's field, as the contract's validation names it. */
const fieldError = (
  field: string,
  message: string,
  code: string = PROJECT_ERROR_CODES.validation,
) => new AppError(400, code, message, { fields: [{ field: `values.${field}`, message }] })
const projectNotFound = () =>
  new AppError(404, PROJECT_ERROR_CODES.notFound, PROJECT_MESSAGES.notFound)

const imageUrl = (objects: ObjectStore, key: string | null, now: Date) =>
  key ? weeklySignedPath(objects, BUCKET, key, now) : null

export function toSummary(row: repo.TProjectRow, unread: number): TProjectSummary {
  return {
    _id: row.id,
    projectName: row.name,
    logo: row.logo,
    city: row.city,
    state: row.state,
    projectStatus: row.projectStatus,
    reraNo: row.reraNo,
    projectPublishStatus: row.publishStatus,
    projectFormStage: row.formStage,
    notificationCount: unread,
  }
}

function toProject(row: repo.TProjectRow, objects: ObjectStore, now: Date): TProject {
  const social = row.socialLinks
  return {
    _id: row.id,
    orgId: row.orgId,
    projectName: row.name,
    projectStatus: row.projectStatus,
    startDate: row.startDate,
    completionDate: row.completionDate,
    logo: row.logo,
    logoUrl: imageUrl(objects, row.logo, now),
    location: {
      latitude: row.latitude,
      longitude: row.longitude,
      siteAddress: row.siteAddress,
      pincode: row.pincode,
      state: row.state,
      city: row.city,
    },
    registeredOfficeAddress: row.registeredOfficeAddress,
    reraNo: row.reraNo,
    reraLink: row.reraLink,
    reraQr: row.reraQr,
    reraQrUrl: imageUrl(objects, row.reraQr, now),
    company: row.company,
    gstNumber: row.gstNumber,
    cinNumber: row.cinNumber,
    ctsNumbers: row.ctsNumbers,
    website: row.website,
    email: row.email,
    contactNo: row.contactNo,
    alternateContactNo: row.alternateContactNo,
    socialLinks: {
      instagram: social.instagram ?? null,
      facebook: social.facebook ?? null,
      x: social.x ?? null,
      youtube: social.youtube ?? null,
    },
    projectPublishStatus: row.publishStatus,
    projectFormStage: row.formStage,
    projectPublishChangeReason: row.publishChangeReason,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function listProjects(db: Conn, auth: AuthContext, page: PageRequest) {
  const { rows, pageInfo } = await repo.projectPage(
    db,
    { orgId: auth.orgId, userId: auth.userId, reachable: reachableProjects(auth.grants) },
    page,
  )
  return {
    items: rows.map(({ project, unread }) => toSummary(project, Number(unread ?? 0))),
    pageInfo,
  }
}

/** Whether any of the caller's scopes reaches the project (what the landing lists). */
export function reaches(auth: AuthContext, projectId: string) {
  const reachable = reachableProjects(auth.grants)
  return reachable === 'all' || reachable.includes(projectId)
}

export async function projectDetails(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  now: Date,
): Promise<TProject> {
  const row = await repo.projectOfOrg(db, auth.orgId, projectId)
  if (!row || !reaches(auth, projectId)) throw projectNotFound()
  return toProject(row, objects, now)
}

export async function projectStatuses(db: Conn, orgId: string) {
  return { items: await repo.activeProjectStatuses(db, orgId, PROJECT_STATUS_ENTITY) }
}

async function requireStatus(db: Conn, orgId: string, status: string) {
  const statuses = await repo.activeProjectStatuses(db, orgId, PROJECT_STATUS_ENTITY)
  if (!statuses.includes(status)) throw fieldError('projectStatus', PROJECT_MESSAGES.unknownStatus)
}

/**
 * An uploaded image, judged by its bytes whatever its name or declared type said: JPG or PNG,
 * within its kind's size.
 */
async function requireImage(
  objects: ObjectStore,
  kind: TProjectImageKind,
  key: string,
  field: string,
) {
  const bytes = await objects.read(BUCKET, key)
  const fail = (message: string) => fieldError(field, message, PROJECT_ERROR_CODES.image)
  if (!bytes || bytes.length === 0) throw fail(PROJECT_MESSAGES.imageNotUploaded)
  const type = detectFileType(bytes.subarray(0, 512))
  if (type !== 'jpeg' && type !== 'png') throw fail(PROJECT_MESSAGES.imageFormat)
  const limit = imageLimit(kind)
  if (bytes.length > limit)
    throw fail(kind === 'logo' ? PROJECT_MESSAGES.imageTooLarge : fileTooLargeMessage(limit))
}

/** Checks an image only when it changes: a kept one passed when it was saved. */
async function checkChangedImage(
  objects: ObjectStore,
  kind: TProjectImageKind,
  next: string | null,
  stored: string | null,
) {
  if (next !== null && next !== stored) await requireImage(objects, kind, next, kind)
}

/** POST projects: the form's first step makes a draft, at stage `basic`. */
export async function createProject(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  values: TProjectCreate,
  now: Date,
): Promise<TProject> {
  await requireStatus(tx, auth.orgId, values.projectStatus)
  await checkChangedImage(objects, 'logo', values.logo, null)
  const row = await repo.insertProject(tx, {
    id: randomUUID(),
    orgId: auth.orgId,
    name: values.projectName,
    projectStatus: values.projectStatus,
    startDate: values.startDate,
    completionDate: values.completionDate,
    logo: values.logo,
    publishStatus: 'draft',
    formStage: 'basic',
    createdBy: auth.userId,
    createdAt: now,
    updatedAt: now,
  })
  return toProject(row, objects, now)
}

/** Each step's fields as columns, after its own server-side checks. */
async function stepChange(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  row: repo.TProjectRow,
  update: TProjectStepUpdate,
): Promise<repo.TProjectChange> {
  switch (update.step) {
    case 'basic': {
      const v = update.values
      if (v.projectStatus !== row.projectStatus)
        await requireStatus(tx, auth.orgId, v.projectStatus)
      await checkChangedImage(objects, 'logo', v.logo, row.logo)
      return {
        name: v.projectName,
        projectStatus: v.projectStatus,
        startDate: v.startDate,
        completionDate: v.completionDate,
        logo: v.logo,
      }
    }
    case 'location':
      return update.values
    case 'legal':
      await checkChangedImage(objects, 'reraQr', update.values.reraQr, row.reraQr)
      return { ...update.values, reraLink: update.values.reraLink || null }
    case 'contact': {
      const v = update.values
      const links = Object.entries(v.socialLinks).filter(([, url]) => url !== '')
      return {
        website: v.website || null,
        email: v.email,
        contactNo: v.contactNo,
        alternateContactNo: v.alternateContactNo || null,
        socialLinks: Object.fromEntries(links),
      }
    }
    case 'publish': {
      const { projectPublishStatus: to, projectPublishChangeReason: reason } = update.values
      if (publishReasonNeeded(row.publishStatus, to) && !reason)
        throw fieldError('projectPublishChangeReason', PROJECT_MESSAGES.reasonRequired)
      return { publishStatus: to, publishChangeReason: reason || null }
    }
  }
}

/**
 * PATCH projects/{id}: saves one step and moves the form stage on. A draft may be completed by
 * whoever may add projects; a finished project changes with DXP_PROJECT_ATTRIBUTES on it.
 */
export async function saveStep(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  update: TProjectStepUpdate,
  now: Date,
): Promise<TProject> {
  const row = await repo.projectOfOrg(tx, auth.orgId, projectId, true)
  if (!row) throw projectNotFound()
  const finished = row.publishStatus !== 'draft'
  if (finished && !hasScope(auth.grants, 'DXP_PROJECT_ATTRIBUTES', projectId))
    throw permissionDenied()
  if (!stepReachable(row.formStage, update.step))
    throw new AppError(409, PROJECT_ERROR_CODES.stepNotReached, PROJECT_MESSAGES.stepNotReached)
  const change = await stepChange(tx, objects, auth, row, update)
  const updated = await repo.updateProject(tx, projectId, {
    ...change,
    formStage: stageAfter(row.formStage, update.step),
    updatedAt: now,
  })
  return toProject(updated, objects, now)
}

/** A pre-signed address for one image; its key is what the form then saves. */
export async function presignImage(
  objects: ObjectStore,
  request: TImageUploadRequest,
  now: Date,
): Promise<TImageUpload> {
  const limit = imageLimit(request.kind)
  if (request.fileSize > limit) {
    const message =
      request.kind === 'logo' ? PROJECT_MESSAGES.imageTooLarge : fileTooLargeMessage(limit)
    throw new AppError(400, PROJECT_ERROR_CODES.image, message, {
      fields: [{ field: 'fileSize', message }],
    })
  }
  const key = randomUUID()
  const expiresAt = new Date(now.getTime() + PRESIGN_TTL_MS)
  const uploadUrl = await objects.presignPut(BUCKET, key, {
    expiresAt,
    contentType: request.mimeType,
    size: request.fileSize,
  })
  return { key, uploadUrl, expiresAt: expiresAt.toISOString() }
}

/** The image behind a signed address, with its type from its bytes; null when not valid. */
export async function signedImage(
  objects: ObjectStore,
  key: string,
  query: { expires: number; signature: string },
  now: Date,
) {
  if (!objects.verify(BUCKET, key, 'get', query, now)) return null
  const bytes = await objects.read(BUCKET, key)
  const type = bytes ? detectFileType(bytes.subarray(0, 512)) : null
  if (!bytes || (type !== 'jpeg' && type !== 'png')) return null
  return { bytes, mimeType: type === 'jpeg' ? 'image/jpeg' : 'image/png' }
}
