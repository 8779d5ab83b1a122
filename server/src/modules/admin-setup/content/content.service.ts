import { randomUUID } from 'node:crypto'
import {
  ATTACHMENT_GROUPS,
  ATTACHMENT_GROUP_OF,
  CONTENT_ERROR_CODES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  CONTENT_SCOPES,
  amenityLimitMessage,
  contentFormat,
  tooFewItemsMessage,
  unitPlanLabel,
  type TAttachment,
  type TAttachmentGroups,
  type TBrochureGenerate,
  type TContentFile,
  type TContentFileCreate,
  type TContentKind,
  type TContentUpload,
  type TContentUploadRequest,
  type TPastProjectCreate,
  type TProjectContent,
} from '../../../../../contract/project-content.ts'
import { hasScope } from '../../../../../contract/scopes.ts'
import { checkUpload, detectFileType } from '../../../../../contract/validators.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import { weeklySignedPath, type ObjectStore } from '../../../object-store.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { reaches } from '../projects/projects.service.ts'
import { buildBrochurePdf } from './brochure.ts'
import type { ImageGenerator } from './image-generator.ts'
import * as repo from './content.repository.ts'

const BUCKET = 'project-content'
const PRESIGN_TTL_MS = 15 * 60_000
/** A brochure shows at most this many pictures, so its size and making time stay bounded. */
const BROCHURE_PICTURES = 16

const notFound = () => new AppError(404, CONTENT_ERROR_CODES.notFound, CONTENT_MESSAGES.notFound)
const fieldError = (field: string, message: string, code: string = CONTENT_ERROR_CODES.file) =>
  new AppError(400, code, message, { fields: [{ field, message }] })
const limitReached = (message: string) => new AppError(409, CONTENT_ERROR_CODES.limit, message)
const exists = (message: string) => new AppError(409, CONTENT_ERROR_CODES.exists, message)

/** The kind's own scope on the project; the route let in any content scope. */
function requireKindScope(auth: AuthContext, projectId: string, kind: keyof typeof CONTENT_SCOPES) {
  if (!CONTENT_SCOPES[kind].some((scope) => hasScope(auth.grants, scope, projectId)))
    throw permissionDenied()
}

/** The project, when the caller's scopes reach it; another organisation's is not found. */
async function projectFor(db: Conn, auth: AuthContext, projectId: string, lock = false) {
  const project = await repo.projectOfOrg(db, auth.orgId, projectId, lock)
  if (!project || !reaches(auth, projectId)) throw notFound()
  return project
}

function toFile(row: repo.TFileWithUnit, objects: ObjectStore, now: Date): TContentFile {
  const { file } = row
  const fileUrl = weeklySignedPath(objects, BUCKET, file.fileKey, now)
  const isUnitPlan = file.kind === 'unitPlan' && row.unitName !== null
  return {
    _id: file.id,
    kind: file.kind,
    labelName: isUnitPlan ? unitPlanLabel(row.unitName!, row.carpetAreaSqFt!) : file.labelName,
    fileUrl,
    thumbnail: file.fileExtension === 'pdf' ? null : fileUrl,
    fileExtension: file.fileExtension,
    size: file.size,
    selected: file.selected,
    documentType: file.documentType,
    unitId: file.unitId,
    unitType: row.unitType,
    generated: file.generated,
    createdAt: file.createdAt.toISOString(),
  }
}

/** GET content: everything the Content screen shows. */
export async function projectContent(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  now: Date,
): Promise<TProjectContent> {
  const project = await projectFor(db, auth, projectId)
  const [files, amenities, pastProjects, units] = await Promise.all([
    repo.filesOf(db, projectId),
    repo.amenitiesOf(db, projectId),
    repo.pastProjectsOf(db, projectId),
    repo.unitsOf(db, projectId),
  ])
  return {
    projectId,
    projectName: project.name,
    files: files.map((f) => toFile(f, objects, now)),
    amenities: amenities.map((a) => ({
      _id: a.id,
      name: a.name,
      imageUrl: a.imageKey ? weeklySignedPath(objects, BUCKET, a.imageKey, now) : null,
      generations: a.generations,
    })),
    pastProjects: pastProjects.map((p) => ({
      _id: p.id,
      name: p.name,
      city: p.city,
      completionYear: p.completionYear,
      description: p.description,
    })),
    units,
  }
}

/** POST validate-files: the contract has checked type and size; this hands out the address. */
export async function presignUpload(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  request: TContentUploadRequest,
  now: Date,
): Promise<TContentUpload> {
  await projectFor(db, auth, projectId)
  requireKindScope(auth, projectId, request.kind)
  const key = randomUUID()
  const expiresAt = new Date(now.getTime() + PRESIGN_TTL_MS)
  const uploadUrl = await objects.presignPut(BUCKET, key, {
    expiresAt,
    contentType: request.mimeType,
    size: request.fileSize,
  })
  return { key, uploadUrl, expiresAt: expiresAt.toISOString() }
}

/** The uploaded object judged by its bytes for its kind: its extension, its size. */
async function checkedObject(objects: ObjectStore, kind: TContentKind, key: string) {
  const bytes = await objects.read(BUCKET, key)
  if (!bytes || bytes.length === 0) throw fieldError('key', CONTENT_MESSAGES.notUploaded)
  const format = contentFormat(kind)
  const check = checkUpload(
    { bytes: bytes.subarray(0, 512), size: bytes.length, declaredName: '' },
    format.types,
    format.maxBytes,
  )
  if (!check.ok) {
    const wrongType = check.error === 'unsupported-format'
    const message = !wrongType
      ? check.message
      : format.types.includes('pdf')
        ? CONTENT_MESSAGES.pdfType
        : CONTENT_MESSAGES.imageType
    throw fieldError('key', message)
  }
  const fileExtension = check.type === 'jpeg' ? ('jpg' as const) : (check.type as 'png' | 'pdf')
  return { fileExtension, size: bytes.length }
}

/** The one-per-slot rules (spec 002: master plan, unit plan, brochure, document max 1 each). */
async function slotChecks(tx: Conn, projectId: string, body: TContentFileCreate) {
  switch (body.kind) {
    case 'creative':
      if ((await repo.countFiles(tx, projectId, 'creative')) >= CONTENT_LIMITS.creatives)
        throw limitReached(CONTENT_MESSAGES.creatives)
      return { labelName: body.labelName }
    case 'masterPlan':
      if (await repo.sameSlot(tx, projectId, { kind: 'masterPlan' }))
        throw exists(CONTENT_MESSAGES.masterPlanExists)
      return { labelName: body.labelName }
    case 'unitPlan': {
      const unit = await repo.unitOfProject(tx, projectId, body.unitId)
      if (!unit)
        throw fieldError('unitId', CONTENT_MESSAGES.unitNotFound, CONTENT_ERROR_CODES.validation)
      if (await repo.sameSlot(tx, projectId, { kind: 'unitPlan', unitId: body.unitId }))
        throw exists(CONTENT_MESSAGES.unitPlanExists)
      return { labelName: unit.name, unitId: unit.id }
    }
    case 'document':
      if (await repo.sameSlot(tx, projectId, { kind: 'document', documentType: body.documentType }))
        throw exists(CONTENT_MESSAGES.documentExists)
      return { labelName: body.labelName, documentType: body.documentType }
    case 'brochure':
      return { labelName: body.labelName }
  }
}

/**
 * Keeps `fileKey` as the project's brochure: the one before goes, row and file (spec 002
 * section 4: uploading or generating a brochure replaces the existing one).
 */
async function replaceBrochure(tx: Conn, objects: ObjectStore, row: repo.TContentFileInsert) {
  const before = await repo.sameSlot(tx, row.projectId, { kind: 'brochure' })
  if (before) await repo.deleteFile(tx, before.id)
  await repo.insertFile(tx, row)
  if (before) await objects.delete(BUCKET, before.fileKey)
}

/** POST files: an uploaded object becomes a content item. */
export async function addFile(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  body: TContentFileCreate,
  now: Date,
): Promise<TProjectContent> {
  await projectFor(tx, auth, projectId, true)
  requireKindScope(auth, projectId, body.kind)
  const slot = await slotChecks(tx, projectId, body)
  const { fileExtension, size } = await checkedObject(objects, body.kind, body.key)
  // A new creative is selected while fewer than four are, so a first upload shows at once.
  const selected =
    body.kind === 'creative' &&
    (await repo.countFiles(tx, projectId, 'creative', { selected: true })) <
      CONTENT_LIMITS.selectedCreatives
  const row: repo.TContentFileInsert = {
    id: randomUUID(),
    orgId: auth.orgId,
    projectId,
    kind: body.kind,
    fileKey: body.key,
    fileExtension,
    size,
    selected,
    createdById: auth.userId,
    createdAt: now,
    ...slot,
  }
  if (body.kind === 'brochure') await replaceBrochure(tx, objects, row)
  else await repo.insertFile(tx, row)
  return projectContent(tx, objects, auth, projectId, now)
}

/** PATCH files/{id}: selects a creative (at most four) or unselects it. */
export async function selectFile(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  fileId: string,
  selected: boolean,
  now: Date,
): Promise<TProjectContent> {
  await projectFor(tx, auth, projectId, true)
  const file = await repo.fileOf(tx, projectId, fileId)
  if (!file) throw notFound()
  requireKindScope(auth, projectId, file.kind)
  if (file.kind !== 'creative')
    throw fieldError('selected', CONTENT_MESSAGES.notAnImage, CONTENT_ERROR_CODES.validation)
  if (selected && !file.selected) {
    const already = await repo.countFiles(tx, projectId, 'creative', { selected: true })
    if (already >= CONTENT_LIMITS.selectedCreatives)
      throw limitReached(CONTENT_MESSAGES.selectedCreatives)
  }
  await repo.setSelected(tx, fileId, selected)
  return projectContent(tx, objects, auth, projectId, now)
}

/** DELETE files/{id}: the item and its file. */
export async function removeFile(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  fileId: string,
  now: Date,
): Promise<TProjectContent> {
  await projectFor(tx, auth, projectId, true)
  const file = await repo.fileOf(tx, projectId, fileId)
  if (!file) throw notFound()
  requireKindScope(auth, projectId, file.kind)
  await repo.deleteFile(tx, fileId)
  await objects.delete(BUCKET, file.fileKey)
  return projectContent(tx, objects, auth, projectId, now)
}

export async function addAmenity(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  name: string,
  now: Date,
): Promise<TProjectContent> {
  await projectFor(tx, auth, projectId, true)
  requireKindScope(auth, projectId, 'amenity')
  const amenities = await repo.amenitiesOf(tx, projectId)
  if (amenities.length >= CONTENT_LIMITS.amenities) throw limitReached(CONTENT_MESSAGES.amenities)
  if (amenities.some((a) => a.name.toLowerCase() === name.toLowerCase()))
    throw new AppError(409, CONTENT_ERROR_CODES.exists, CONTENT_MESSAGES.amenityExists, {
      fields: [{ field: 'name', message: CONTENT_MESSAGES.amenityExists }],
    })
  await repo.insertAmenity(tx, {
    id: randomUUID(),
    orgId: auth.orgId,
    projectId,
    name,
    createdAt: now,
  })
  return projectContent(tx, objects, auth, projectId, now)
}

export async function removeAmenity(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  amenityId: string,
  now: Date,
): Promise<TProjectContent> {
  await projectFor(tx, auth, projectId, true)
  requireKindScope(auth, projectId, 'amenity')
  const amenity = await repo.amenityOf(tx, projectId, amenityId)
  if (!amenity) throw notFound()
  await repo.deleteAmenity(tx, amenityId)
  if (amenity.imageKey) await objects.delete(BUCKET, amenity.imageKey)
  return projectContent(tx, objects, auth, projectId, now)
}

/** POST amenities/{id}/generate-image: a new AI image, at most three per amenity. */
export async function generateAmenityImage(
  tx: Conn,
  objects: ObjectStore,
  images: ImageGenerator,
  auth: AuthContext,
  projectId: string,
  amenityId: string,
  now: Date,
): Promise<TProjectContent> {
  const project = await projectFor(tx, auth, projectId)
  requireKindScope(auth, projectId, 'amenity')
  const amenity = await repo.amenityOf(tx, projectId, amenityId, true)
  if (!amenity) throw notFound()
  if (amenity.generations >= CONTENT_LIMITS.amenityImageGenerations)
    throw limitReached(amenityLimitMessage(amenity.name))
  const image = await images.amenityImage({
    amenity: amenity.name,
    projectName: project.name,
    attempt: amenity.generations + 1,
  })
  const key = randomUUID()
  await objects.write(BUCKET, key, image.bytes)
  await repo.updateAmenityImage(tx, amenityId, {
    imageKey: key,
    generations: amenity.generations + 1,
  })
  if (amenity.imageKey) await objects.delete(BUCKET, amenity.imageKey)
  return projectContent(tx, objects, auth, projectId, now)
}

export async function addPastProject(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  body: TPastProjectCreate,
  now: Date,
): Promise<TProjectContent> {
  await projectFor(tx, auth, projectId, true)
  requireKindScope(auth, projectId, 'pastProject')
  const past = await repo.pastProjectsOf(tx, projectId)
  if (past.length >= CONTENT_LIMITS.pastProjects) throw limitReached(CONTENT_MESSAGES.pastProjects)
  await repo.insertPastProject(tx, {
    id: randomUUID(),
    orgId: auth.orgId,
    projectId,
    ...body,
    createdAt: now,
  })
  return projectContent(tx, objects, auth, projectId, now)
}

export async function removePastProject(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  pastProjectId: string,
  now: Date,
): Promise<TProjectContent> {
  await projectFor(tx, auth, projectId, true)
  requireKindScope(auth, projectId, 'pastProject')
  if (!(await repo.deletePastProject(tx, projectId, pastProjectId))) throw notFound()
  return projectContent(tx, objects, auth, projectId, now)
}

/**
 * POST brochure/generate: a PDF from the project's name, logo, RERA number, selected
 * creatives, master plan, unit plans, up to four chosen amenities and the past projects; it
 * needs at least four content items, and replaces the brochure before.
 */
export async function generateBrochure(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  body: TBrochureGenerate,
  now: Date,
): Promise<TProjectContent> {
  const project = await projectFor(tx, auth, projectId, true)
  requireKindScope(auth, projectId, 'brochure')
  const [files, allAmenities, pastProjects] = await Promise.all([
    repo.filesOf(tx, projectId, ['creative', 'masterPlan', 'unitPlan']),
    repo.amenitiesOf(tx, projectId),
    repo.pastProjectsOf(tx, projectId),
  ])
  const amenities = body.amenityIds.map((id) => allAmenities.find((a) => a.id === id))
  if (amenities.some((a) => !a))
    throw fieldError('amenityIds', CONTENT_MESSAGES.notFound, CONTENT_ERROR_CODES.validation)
  const pictures = files.filter((f) => f.file.kind !== 'creative' || f.file.selected)
  const items = pictures.length + amenities.length + pastProjects.length
  if (items < CONTENT_LIMITS.brochureMinItems)
    throw new AppError(400, CONTENT_ERROR_CODES.tooFewItems, tooFewItemsMessage(items))
  const read = (key: string | null) => (key ? objects.read(BUCKET, key) : Promise.resolve(null))
  const pdf = await buildBrochurePdf(
    {
      projectName: project.name,
      reraNo: project.reraNo,
      company: project.company,
      city: project.city,
      website: project.website,
      contactNo: project.contactNo,
      logo: project.logo ? await objects.read('project-images', project.logo) : null,
      pictures: await Promise.all(
        pictures.slice(0, BROCHURE_PICTURES).map(async (f) => ({
          label: toFile(f, objects, now).labelName,
          bytes: (await read(f.file.fileKey)) ?? Buffer.alloc(0),
        })),
      ),
      amenities: await Promise.all(
        amenities.map(async (a) => ({ name: a!.name, image: await read(a!.imageKey) })),
      ),
      pastProjects,
    },
    now,
  )
  const key = randomUUID()
  await objects.write(BUCKET, key, pdf)
  await replaceBrochure(tx, objects, {
    id: randomUUID(),
    orgId: auth.orgId,
    projectId,
    kind: 'brochure',
    labelName: `${project.name} brochure`,
    fileKey: key,
    fileExtension: 'pdf',
    size: pdf.length,
    generated: true,
    createdById: auth.userId,
    createdAt: now,
  })
  return projectContent(tx, objects, auth, projectId, now)
}

/** GET attachments: the chat's groups (spec 001 section 3), each with its items, in order. */
export async function attachmentGroups(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  now: Date,
): Promise<TAttachmentGroups> {
  await projectFor(db, auth, projectId)
  const files = await repo.filesOf(db, projectId)
  const groups = ATTACHMENT_GROUPS.map((type) => ({ type, attachments: [] as TAttachment[] }))
  for (const row of files) {
    // Creatives not selected are kept for later but not offered to leads.
    if (row.file.kind === 'creative' && !row.file.selected) continue
    const file = toFile(row, objects, now)
    const attachment: TAttachment = {
      id: file._id,
      thumbnail: file.thumbnail,
      labelName: file.labelName,
      fileUrl: file.fileUrl,
      fileExtension: file.fileExtension,
      ...(file.kind === 'unitPlan'
        ? { unitType: file.unitType ?? '', rendererUrl: null, unit3DImageUrl: null }
        : {}),
    }
    groups.find((g) => g.type === ATTACHMENT_GROUP_OF[file.kind])!.attachments.push(attachment)
  }
  return { groups }
}

const MIME = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' } as const

/** The file behind a signed address, with its type from its bytes; null when not valid. */
export async function signedContentFile(
  objects: ObjectStore,
  key: string,
  query: { expires: number; signature: string },
  now: Date,
) {
  if (!objects.verify(BUCKET, key, 'get', query, now)) return null
  const bytes = await objects.read(BUCKET, key)
  const type = bytes ? detectFileType(bytes.subarray(0, 16)) : null
  if (!bytes || (type !== 'png' && type !== 'jpeg' && type !== 'pdf')) return null
  return { bytes, mimeType: MIME[type], isPdf: type === 'pdf' }
}
