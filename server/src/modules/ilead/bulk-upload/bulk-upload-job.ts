import { randomUUID } from 'node:crypto'
import Papa from 'papaparse'
import {
  BULK_UPLOAD_MAX_ROWS,
  BULK_UPLOAD_MESSAGES,
  BulkRowChecker,
  mapHeader,
  type TRowCheck,
} from '../../../../../contract/bulk-upload.ts'
import { keptCustomValues } from '../../../../../contract/lead-form.ts'
import { ROUTING_VIA } from '../../../../../contract/routing-rules.ts'
import type { Db } from '../../../db/client.ts'
import type { leadEvents, leads, notifications } from '../../../db/schema.ts'
import type { ObjectStore } from '../../../object-store.ts'
import { currentForm } from '../lead-form/lead-form.service.ts'
import { takeTurns } from '../routing/routing.service.ts'
import { ASSIGNED_NOTIFICATION } from '../leads/lead-writes.service.ts'
import {
  claimNextUpload,
  dropAbandonedUploads,
  existingMobiles,
  finishUpload,
  insertBatch,
  leadSources,
  recordUploadProgress,
  type OutcomeInsert,
  type UploadRow,
} from './bulk-upload.repository.ts'
import { csvText } from './bulk-upload.service.ts'

/** Rows made per transaction: each batch is whole or not at all, with its progress. */
const BATCH = 500
const MESSAGE_MAX = 500
/** An upload not submitted a day after its address was given (it lives 15 minutes) never will be. */
const ABANDONED_AFTER_MS = 86_400_000

class UploadTakenOver extends Error {}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_MAX)

/** Parses the file's rows: the header and the rows after it, blank lines skipped. */
export function parseCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
  return parsed.data
}

/**
 * The bulk upload jobs, run by the report worker (one job mechanism, decision 0037): takes a
 * submitted upload, checks its rows as the device's preview did, and makes its good rows' leads
 * in batches, each lead given to its project's routing rule in turn (takeTurn, as createLead
 * does), recording every row's outcome and the job's progress batch by batch.
 */
export class BulkUploadQueue {
  constructor(
    private readonly db: Db,
    private readonly objects: ObjectStore,
  ) {}

  /** Does one upload, if any is waiting; whether it did. */
  async runNext(worker: string, now: () => Date, staleBefore: Date): Promise<boolean> {
    const upload = await claimNextUpload(this.db, worker, now(), staleBefore)
    if (!upload) return false
    try {
      await this.process(upload, worker, now)
      await finishUpload(this.db, upload.id, worker, { status: 'completed' }, now())
    } catch (error) {
      if (error instanceof UploadTakenOver) return true
      await finishUpload(
        this.db,
        upload.id,
        worker,
        { status: 'failed', message: messageOf(error) },
        now(),
      )
    }
    // Every row's outcome is recorded (or the job failed as a whole): the file serves no more.
    await this.objects.delete('bulk-uploads', upload.id)
    return true
  }

  /**
   * Drops uploads asked for and never submitted, once their address is long expired: their
   * file, if one was put, and their row; how many.
   */
  async purge(now: Date, limit: number): Promise<number> {
    const before = new Date(now.getTime() - ABANDONED_AFTER_MS)
    return dropAbandonedUploads(this.db, before, limit, (id) =>
      this.objects.delete('bulk-uploads', id),
    )
  }

  private async process(upload: UploadRow, worker: string, now: () => Date) {
    const bytes = await this.objects.read('bulk-uploads', upload.id)
    if (!bytes) throw new Error(BULK_UPLOAD_MESSAGES.notUploaded)
    const [header = [], ...rows] = parseCsv(csvText(bytes))
    const form = await currentForm(this.db, upload.orgId)
    const { index, missing } = mapHeader(header, form)
    if (missing.length)
      throw new Error(`${BULK_UPLOAD_MESSAGES.missingColumns}: ${missing.join(', ')}`)
    if (rows.length > BULK_UPLOAD_MAX_ROWS) throw new Error(BULK_UPLOAD_MESSAGES.tooManyRows)
    const sources = new Map(
      (await leadSources(this.db, upload.orgId)).map((s) => [
        s.toLowerCase().replace(/\s+/g, ' '),
        s,
      ]),
    )
    const checker = new BulkRowChecker(index, { sources, form })
    const counts = {
      created: upload.created,
      duplicates: upload.duplicates,
      invalid: upload.invalid,
    }
    // A job taken over resumes after the last whole batch: the rows before it are checked again
    // only to know the numbers they hold.
    for (let i = 0; i < upload.processedRows; i++) checker.check(rows[i]!, i + 2)
    if (
      !(await recordUploadProgress(this.db, upload.id, worker, { totalRows: rows.length }, now()))
    )
      throw new UploadTakenOver()

    for (let start = upload.processedRows; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH)
      const checks = batch.map((cells, i) => checker.check(cells, start + i + 2))
      await this.db.transaction(async (tx) => {
        const mobiles = checks.flatMap((c) =>
          c.outcome === 'ok'
            ? [c.lead.profile.whatsAppNumber, c.lead.profile.alternateNumber ?? ''].filter(Boolean)
            : [],
        )
        const existing = await existingMobiles(tx, upload.orgId, mobiles)
        const made = {
          leads: [] as (typeof leads.$inferInsert)[],
          events: [] as (typeof leadEvents.$inferInsert)[],
          notifications: [] as (typeof notifications.$inferInsert)[],
          outcomes: [] as OutcomeInsert[],
        }
        const at = now()
        const judged = checks.map((check): TRowCheck => {
          if (check.outcome !== 'ok') return check
          const p = check.lead.profile
          const known =
            existing.has(p.whatsAppNumber) || (p.alternateNumber && existing.has(p.alternateNumber))
          return known
            ? { ...check, outcome: 'duplicate', reason: BULK_UPLOAD_MESSAGES.duplicateExisting }
            : check
        })
        // The routing rule's turns for the batch's new leads, in row order, under its row lock.
        const turns = await takeTurns(
          tx,
          upload.orgId,
          upload.projectId,
          judged.filter((c) => c.outcome === 'ok').length,
        )
        let nextTurn = 0
        for (let i = 0; i < judged.length; i++) {
          const check = judged[i]!
          const rowNumber = start + i + 2
          const outcome = {
            uploadId: upload.id,
            rowNumber,
            fullName: check.fullName,
            whatsAppNumber: check.whatsAppNumber,
          }
          if (check.outcome !== 'ok') {
            made.outcomes.push({ ...outcome, outcome: check.outcome, reason: check.reason })
            if (check.outcome === 'duplicate') counts.duplicates++
            else counts.invalid++
            continue
          }
          const id = randomUUID()
          const turn = turns[nextTurn++]
          const { profile } = check.lead
          made.leads.push({
            id,
            orgId: upload.orgId,
            projectId: upload.projectId,
            fullName: profile.fullName.trim(),
            gender: profile.gender,
            age: profile.age,
            whatsAppNumber: profile.whatsAppNumber,
            alternateNumber: profile.alternateNumber,
            email: profile.email,
            currentLocation: profile.currentLocation,
            sourceOfLead: profile.sourceOfLead,
            subSourceOfLead: profile.subSourceOfLead,
            leadStatus: check.lead.leadStatus ?? 'New Lead',
            subStatus: null,
            labels: [],
            assigneeId: turn?.userId ?? null,
            propertyInterest: check.lead.propertyInterest,
            background: check.lead.background,
            customFields: keptCustomValues(check.lead.customFields ?? {}),
            version: 1,
            createdAt: at,
            updatedAt: at,
          })
          made.events.push({
            id: randomUUID(),
            leadId: id,
            actorId: upload.uploadedBy,
            eventType: 'created',
            data: {
              source: profile.sourceOfLead,
              subSource: profile.subSourceOfLead,
              projectId: upload.projectId,
              assigneeId: turn?.userId ?? null,
              bulkUploadId: upload.id,
            },
            createdAt: at,
          })
          if (turn) {
            made.events.push({
              id: randomUUID(),
              leadId: id,
              actorId: null,
              eventType: 'assigned',
              data: {
                assigneeId: turn.userId,
                from: null,
                to: turn.userId,
                via: ROUTING_VIA,
                ruleId: turn.ruleId,
              },
              createdAt: new Date(at.getTime() + 1),
            })
            made.notifications.push({
              id: randomUUID(),
              orgId: upload.orgId,
              projectId: upload.projectId,
              userId: turn.userId,
              leadId: id,
              kind: ASSIGNED_NOTIFICATION,
              title: `New lead assigned: ${profile.fullName.trim()}`,
              createdAt: at,
            })
          }
          made.outcomes.push({ ...outcome, outcome: 'created', reason: null, leadId: id })
          counts.created++
        }
        await insertBatch(tx, made)
        const processedRows = start + batch.length
        const held = await recordUploadProgress(
          tx,
          upload.id,
          worker,
          {
            ...counts,
            processedRows,
            progress: Math.min(99, Math.floor((processedRows / rows.length) * 100)),
          },
          now(),
        )
        if (!held) throw new UploadTakenOver()
      })
    }
  }
}
