import { randomUUID } from 'node:crypto'
import {
  CONSTRUCTION_ERROR_CODES,
  CONSTRUCTION_MESSAGES,
  type TProgress,
  type TProgressList,
} from '../../../../../contract/construction-progress.ts'
import type { ZProgressCreate } from '../../../../../contract/construction-progress.ts'
import type { z } from 'zod'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import type { ObjectStore } from '../../../object-store.ts'
import type { AuthContext } from '../../../security/access.ts'
import {
  discardObject,
  projectOf,
  takeUploads,
  uploadedFile,
} from '../post-sales-files/post-sales-files.service.ts'
import type { TPostSalesFile } from '../post-sales-files/post-sales-files.repository.ts'
import * as repo from './construction-progress.repository.ts'

const notFound = () =>
  new AppError(404, CONSTRUCTION_ERROR_CODES.notFound, CONSTRUCTION_MESSAGES.notFound)

function toProgress(
  objects: ObjectStore,
  entry: repo.TProgressRow,
  buildingName: string | null,
  media: readonly TPostSalesFile[],
  now: Date,
): TProgress {
  return {
    constructionProgressId: entry.id,
    title: entry.title,
    description: entry.description,
    completionDate: entry.completionDate,
    buildingId: entry.buildingId,
    buildingName,
    media: media.map((m) => uploadedFile(objects, m, now)),
    createdAt: entry.createdAt.toISOString(),
  }
}

/** GET: the project's entries (or a building's), latest completion first, with their media. */
export async function listProgress(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  query: { projectId: string; buildingId?: string | undefined },
  now: Date,
): Promise<TProgressList> {
  await projectOf(db, auth, query.projectId)
  const entries = await repo.entriesOf(db, query.projectId, query.buildingId)
  const media = await repo.mediaOf(
    db,
    entries.map((e) => e.entry.id),
  )
  return {
    items: entries.map((e) =>
      toProgress(
        objects,
        e.entry,
        e.buildingName,
        media.filter((m) => m.progressId === e.entry.id),
        now,
      ),
    ),
  }
}

/** POST: an entry with its finished uploads (judged by their bytes when completed). */
export async function addProgress(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  body: z.output<typeof ZProgressCreate>,
  now: Date,
): Promise<TProgress> {
  const project = await projectOf(tx, auth, projectId)
  const building = body.buildingId
    ? await repo.buildingOfProject(tx, projectId, body.buildingId)
    : null
  if (body.buildingId && !building) {
    throw new AppError(400, 'VALIDATION_FAILED', CONSTRUCTION_MESSAGES.buildingNotFound, {
      fields: [{ field: 'buildingId', message: CONSTRUCTION_MESSAGES.buildingNotFound }],
    })
  }
  const media = await takeUploads(
    tx,
    auth,
    projectId,
    'constructionMedia',
    body.media,
    (i) => `media.${i}`,
  )
  const entry = await repo.insertEntry(tx, {
    id: randomUUID(),
    orgId: project.orgId,
    projectId,
    buildingId: building?.id ?? null,
    title: body.title,
    description: body.description,
    completionDate: body.completionDate,
    createdById: auth.userId,
    createdAt: now,
  })
  await repo.attachToProgress(
    tx,
    media.map((m) => m.id),
    entry.id,
  )
  return toProgress(objects, entry, building?.name ?? null, media, now)
}

/** DELETE: the entry and its media, the files once the deletion is committed. */
export async function deleteProgress(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  progressId: string,
) {
  const entry = await repo.entryOf(tx, { orgId: auth.orgId, projectId, progressId })
  if (!entry) throw notFound()
  const media = await repo.mediaOf(tx, [progressId])
  await repo.deleteEntry(tx, progressId)
  return {
    body: { constructionProgressId: progressId },
    afterCommit: async () => {
      for (const file of media) await discardObject(objects, file)
    },
  }
}
