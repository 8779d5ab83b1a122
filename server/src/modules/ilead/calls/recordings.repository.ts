import { and, eq, isNotNull } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { recordings } from '../../../db/schema.ts'

type RecordingInsert = typeof recordings.$inferInsert

export async function insertRecording(db: Conn, recording: RecordingInsert) {
  await db.insert(recordings).values(recording)
}

export async function findRecording(db: Conn, id: string) {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id))
  return row
}

export async function markRecordingUploaded(
  db: Conn,
  id: string,
  upload: { type: string; sizeBytes: number; uploadedAt: Date },
) {
  await db.update(recordings).set(upload).where(eq(recordings.id, id))
}

/** Whether the organisation has this recording, uploaded. */
export async function isUploadedRecordingOfOrg(db: Conn, id: string, orgId: string) {
  const [recording] = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(
      and(eq(recordings.id, id), eq(recordings.orgId, orgId), isNotNull(recordings.uploadedAt)),
    )
  return recording !== undefined
}
