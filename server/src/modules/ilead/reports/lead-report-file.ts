import { and, eq, type SQL } from 'drizzle-orm'
import { maskPhone } from '../../../../../contract/masking.ts'
import { LEAD_REPORT_COLUMNS } from '../../../../../contract/reports.ts'
import type { Conn } from '../../../db/client.ts'
import { leads } from '../../../db/schema.ts'
import type { ObjectStore } from '../../../object-store.ts'
import type { AuthContext } from '../../../security/access.ts'
import { leadVisibility, unmaskReach } from '../leads/lead-visibility.ts'
import { countLeads, leadBatch, recordProgress, type JobRow } from './reports.repository.ts'
import { XlsxSheetWriter } from './xlsx.ts'

/** Leads read per statement: large enough to be quick, small enough to hold nothing much. */
const BATCH = 2000

const IST_MS = 5.5 * 3_600_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (n: number) => String(n).padStart(2, '0')

/**
 * The spec's display "DD MMM yyyy, hh:mm a" in India time. India keeps +05:30 all year, so a
 * fixed shift is exact, and 100,000 of these cost nothing next to a time-zone library's.
 */
export function indiaDateTime(at: Date): string {
  const t = new Date(at.getTime() + IST_MS)
  const h = t.getUTCHours()
  return `${two(t.getUTCDate())} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${two(h % 12 || 12)}:${two(t.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`
}

/** The requester as they were when they asked: their grants decide which leads and numbers. */
const requesterOf = (job: JobRow): AuthContext => ({
  userId: job.requestedBy,
  orgId: job.orgId,
  sessionId: '',
  grants: job.grants,
})

export class JobTakenOver extends Error {
  constructor() {
    super('Another worker took this job over')
  }
}

/**
 * Writes the job's lead report into the object store, streamed: one row per lead (name, mobile
 * masked unless the requester may unmask that project's leads, source, stage, assignee,
 * project, created and updated in India time), read in keyset batches, with the job's progress
 * recorded after each. Throws if it fails; the file appears only when whole.
 */
export async function writeLeadReportFile(
  db: Conn,
  objects: ObjectStore,
  job: JobRow,
  worker: string,
  now: () => Date,
): Promise<{ sizeBytes: number; rowsWritten: number; totalRows: number }> {
  const auth = requesterOf(job)
  const visible = and(
    leadVisibility(auth),
    job.projectId ? eq(leads.projectId, job.projectId) : undefined,
  ) as SQL
  const basis = job.filterBy === 'updatedAt' ? leads.updatedAt : leads.createdAt
  const range = { start: job.startTime, end: job.endTime }
  const unmask = unmaskReach(auth)
  const shows = (projectId: string) => unmask === 'all' || unmask.has(projectId)

  const totalRows = await countLeads(db, visible, basis, range)
  const writer = await objects.writer('reports', job.id)
  try {
    const sheet = await XlsxSheetWriter.open(
      writer.stream,
      'Leads',
      [28, 14, 18, 14, 24, 24, 22, 22],
    )
    sheet.row([...LEAD_REPORT_COLUMNS], true)
    let rowsWritten = 0
    let after: { at: Date; id: string } | null = null
    for (;;) {
      const batch = await leadBatch(db, visible, basis, range, after, BATCH)
      for (const l of batch) {
        sheet.row([
          l.fullName,
          shows(l.projectId) ? l.whatsAppNumber : maskPhone(l.whatsAppNumber),
          l.source,
          l.stage,
          l.assignee ?? 'Unassigned',
          l.project,
          indiaDateTime(l.createdAt),
          indiaDateTime(l.updatedAt),
        ])
      }
      rowsWritten += batch.length
      const progress = Math.min(99, Math.floor((rowsWritten / Math.max(totalRows, 1)) * 100))
      const held = await recordProgress(
        db,
        job.id,
        worker,
        { progress, rowsWritten, totalRows },
        now(),
      )
      if (!held) throw new JobTakenOver()
      const last = batch.at(-1)
      if (batch.length < BATCH || !last) break
      after = { at: last.at, id: last.id }
    }
    await sheet.end()
    return { sizeBytes: await writer.commit(), rowsWritten, totalRows }
  } catch (error) {
    await writer.abort()
    throw error
  }
}
