import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  CALL_RESULTS_BY_STATUS,
  DISPOSITION_ERROR_CODES,
  DISPOSITION_MESSAGES,
  RECORDING_URL_TTL_SECONDS,
  type TDisposition,
  type ZDispositionCreate,
} from '../../../../../contract/dispositions.ts'
import {
  callBackTimeError,
  FIELD_ACTION_EVENTS,
  followUpTimeError,
  visitTimeError,
} from '../../../../../contract/field-actions.ts'
import type { Tx } from '../../../db/client.ts'
import { calls, dispositions, recordings, users } from '../../../db/schema.ts'
import { conflict } from '../../../errors.ts'
import { pageInfo } from '../../../paging.ts'
import type { AuthContext } from '../../../security/access.ts'
import { callNotFound } from './calls.service.ts'
import {
  actionableLead,
  appendEvent,
  CALL_SCOPES,
  checkTime,
  eventTime,
  fieldError,
  madeAtOf,
  personOf,
  replayOf,
} from '../field-actions.ts'
import type { Conn, LeadRecord } from '../leads/leads.repository.ts'
import { leadEventPage } from '../leads/lead-events.ts'
import { firstPagePerLead } from '../per-lead.ts'
import { visibleLead } from '../leads/leads.service.ts'
import type { RecordingStore } from './recordings-store.ts'
import { scheduleVisit } from '../site-visits/site-visits.service.ts'
import { insertTask } from '../tasks/tasks.repository.ts'
import { existingTask, newTask } from '../tasks/tasks.service.ts'

type TCreate = z.output<typeof ZDispositionCreate>

/** The journey events a lead's call trail (the disposition audits) is made of. */
export const CALL_TRAIL_EVENTS = [
  FIELD_ACTION_EVENTS.call,
  FIELD_ACTION_EVENTS.disposition,
  FIELD_ACTION_EVENTS.recordingAttached,
]

function selectDispositions(db: Conn) {
  return db
    .select({
      d: dispositions,
      by: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(dispositions)
    .leftJoin(users, eq(users.id, dispositions.createdById))
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDispositions>['execute']>>[number]

function toDisposition({ d, by }: Row, store: RecordingStore, now: Date): TDisposition {
  const urlExpiry = new Date(now.getTime() + RECORDING_URL_TTL_SECONDS * 1000)
  return {
    _id: d.id,
    leadId: d.leadId,
    projectId: d.projectId,
    callId: d.callId,
    callType: d.callType,
    callStatus: d.callStatus,
    callResult: d.callResult,
    durationSec: d.durationSec,
    notes: d.notes,
    nextStep: { kind: d.nextStepKind, at: d.nextStepAt ? d.nextStepAt.toISOString() : null },
    taskId: d.taskId,
    siteVisitId: d.siteVisitId,
    recordingId: d.recordingId,
    recordingUrl: d.recordingId ? store.signedUrl(d.recordingId, 'get', urlExpiry) : null,
    createdBy: personOf(by),
    madeAt: d.madeAt.toISOString(),
    createdAt: d.createdAt.toISOString(),
  }
}

async function dispositionById(db: Conn, id: string, store: RecordingStore, now: Date) {
  const [row] = await selectDispositions(db).where(eq(dispositions.id, id))
  return row ? toDisposition(row, store, now) : undefined
}

export async function listDispositions(
  db: Conn,
  auth: AuthContext,
  store: RecordingStore,
  leadId: string,
  { page, limit }: { page: number; limit: number },
  now: Date,
) {
  await visibleLead(db, auth, leadId)
  const where = eq(dispositions.leadId, leadId)
  const [rows, [total]] = await Promise.all([
    selectDispositions(db)
      .where(where)
      .orderBy(desc(dispositions.createdAt), desc(dispositions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(dispositions).where(where),
  ])
  return {
    items: rows.map((r) => toDisposition(r, store, now)),
    pageInfo: pageInfo(page, limit, Number(total?.n ?? 0)),
  }
}

/** The first page of each of the leads' dispositions, as listDispositions answers it. */
export function dispositionsOf(
  db: Conn,
  store: RecordingStore,
  leadIds: readonly string[],
  limit: number,
  now: Date,
) {
  const part = {
    table: dispositions,
    id: dispositions.id,
    leadId: dispositions.leadId,
    order: sql`${dispositions.createdAt} desc, ${dispositions.id} desc`,
  }
  return firstPagePerLead(
    db,
    part,
    leadIds,
    limit,
    (first, order) => selectDispositions(db).where(first).orderBy(order),
    (r) => r.d.leadId,
    (r) => toDisposition(r, store, now),
  )
}

/** The call a disposition is about: the one placed through call-lead, or one logged by hand. */
async function callToDispose(
  tx: Tx,
  auth: AuthContext,
  lead: LeadRecord,
  body: TCreate,
  madeAt: Date,
  now: Date,
) {
  if (body.callId) {
    const [call] = await tx
      .select({ call: calls, disposed: dispositions.id })
      .from(calls)
      .leftJoin(dispositions, eq(dispositions.callId, calls.id))
      .where(and(eq(calls.id, body.callId), eq(calls.orgId, auth.orgId)))
      .for('update', { of: calls })
    if (!call) throw callNotFound()
    if (call.call.leadId !== lead.id) {
      throw fieldError('callId', DISPOSITION_MESSAGES.callOfAnotherLead)
    }
    if (call.disposed) {
      throw conflict(DISPOSITION_ERROR_CODES.callDisposed, DISPOSITION_MESSAGES.callDisposed)
    }
    return call.call.id
  }
  const id = randomUUID()
  const at = eventTime(madeAt, now)
  await tx.insert(calls).values({
    id,
    orgId: lead.orgId,
    projectId: lead.projectId,
    leadId: lead.id,
    userId: auth.userId,
    callType: body.callType,
    callStatus: body.callStatus,
    durationSec: body.durationSec,
    toNumber: lead.whatsAppNumber,
    provider: 'manual',
    startedAt: new Date(at.getTime() - body.durationSec * 1000),
    createdAt: now,
  })
  await appendEvent(
    tx,
    auth,
    lead.id,
    FIELD_ACTION_EVENTS.call,
    {
      callId: id,
      callType: body.callType,
      callStatus: body.callStatus,
      durationSec: body.durationSec,
      loggedByHand: true,
    },
    at,
  )
  return id
}

async function checkRecording(tx: Tx, orgId: string, recordingId: string | undefined) {
  if (!recordingId) return
  const [recording] = await tx
    .select({ id: recordings.id })
    .from(recordings)
    .where(
      and(
        eq(recordings.id, recordingId),
        eq(recordings.orgId, orgId),
        isNotNull(recordings.uploadedAt),
      ),
    )
  if (!recording) throw fieldError('recordingId', DISPOSITION_MESSAGES.recordingNotUploaded)
}

/** The task or visit a next step makes (times checked against madeAt first). */
async function takeNextStep(
  tx: Tx,
  auth: AuthContext,
  lead: LeadRecord,
  body: TCreate,
  dispositionId: string,
  madeAt: Date,
  now: Date,
): Promise<{ taskId: string | null; siteVisitId: string | null }> {
  const step = body.nextStep
  switch (step.kind) {
    case 'none':
      return { taskId: null, siteVisitId: null }
    case 'callBack':
    case 'followUp': {
      checkTime(
        'nextStep.at',
        step.kind === 'callBack'
          ? callBackTimeError(step.at, body.madeAt)
          : followUpTimeError(step.at, body.madeAt),
      )
      if (await existingTask(tx, step.taskId, lead.id)) {
        throw conflict('ACTION_ID_TAKEN', 'This id is already used by another record')
      }
      const task = newTask(
        auth,
        lead,
        {
          ...(step.taskId ? { id: step.taskId } : {}),
          taskType: 'Follow Up',
          dueDate: new Date(step.at),
          assigneeId: lead.assigneeId ?? auth.userId,
          // What was said on the call is what the next one needs to know.
          notes: body.notes,
          dispositionId,
        },
        now,
      )
      await insertTask(tx, task)
      await appendEvent(
        tx,
        auth,
        lead.id,
        FIELD_ACTION_EVENTS.followUpScheduled,
        {
          taskId: task.id,
          dueDate: step.at,
          madeAt: body.madeAt,
          callBack: step.kind === 'callBack',
        },
        eventTime(madeAt, now),
      )
      return { taskId: task.id, siteVisitId: null }
    }
    case 'siteVisit': {
      checkTime('nextStep.at', visitTimeError(step.at, body.madeAt))
      const visit = await scheduleVisit(
        tx,
        auth,
        lead,
        {
          id: step.siteVisitId,
          scheduledAt: new Date(step.at),
          notes: '',
          visitType: 'Site Visit',
        },
        madeAt,
        now,
      )
      return { taskId: null, siteVisitId: visit.id }
    }
  }
}

export async function createDisposition(
  tx: Tx,
  auth: AuthContext,
  store: RecordingStore,
  leadId: string,
  body: TCreate,
  now: Date,
): Promise<{ disposition: TDisposition; created: boolean }> {
  const { lead } = await actionableLead(tx, auth, leadId, CALL_SCOPES)
  const madeAt = madeAtOf(body.madeAt, now)
  if (body._id) {
    const [existing] = await tx.select().from(dispositions).where(eq(dispositions.id, body._id))
    const replay = replayOf(existing, lead.id)
    if (replay)
      return { disposition: (await dispositionById(tx, replay.id, store, now))!, created: false }
  }
  await checkRecording(tx, lead.orgId, body.recordingId)
  const id = body._id ?? randomUUID()
  const callId = await callToDispose(tx, auth, lead, body, madeAt, now)
  const { taskId, siteVisitId } = await takeNextStep(tx, auth, lead, body, id, madeAt, now)
  const step = body.nextStep
  await tx.insert(dispositions).values({
    id,
    orgId: lead.orgId,
    projectId: lead.projectId,
    leadId: lead.id,
    callId,
    createdById: auth.userId,
    callType: body.callType,
    callStatus: body.callStatus,
    callResult: body.callResult ?? CALL_RESULTS_BY_STATUS[body.callStatus][0]!,
    durationSec: body.durationSec,
    notes: body.notes,
    nextStepKind: step.kind,
    nextStepAt: step.kind === 'none' ? null : new Date(step.at),
    taskId,
    siteVisitId,
    recordingId: body.recordingId ?? null,
    madeAt,
    createdAt: now,
  })
  if (body.recordingId) {
    await tx.update(calls).set({ recordingId: body.recordingId }).where(eq(calls.id, callId))
    await appendEvent(
      tx,
      auth,
      lead.id,
      FIELD_ACTION_EVENTS.recordingAttached,
      { recordingId: body.recordingId, callId, dispositionId: id },
      eventTime(madeAt, now),
    )
  }
  await appendEvent(
    tx,
    auth,
    lead.id,
    FIELD_ACTION_EVENTS.disposition,
    {
      dispositionId: id,
      callId,
      callType: body.callType,
      callStatus: body.callStatus,
      durationSec: body.durationSec,
      nextStep: step.kind,
      ...(step.kind === 'none' ? {} : { nextStepAt: step.at }),
      madeAt: body.madeAt,
    },
    eventTime(madeAt, now),
  )
  return { disposition: (await dispositionById(tx, id, store, now))!, created: true }
}

/** The disposition audits: a lead's calls, dispositions and recordings, newest first. */
export async function dispositionAudits(
  db: Conn,
  auth: AuthContext,
  leadId: string,
  { page, limit }: { page: number; limit: number },
) {
  await visibleLead(db, auth, leadId)
  return leadEventPage(db, leadId, CALL_TRAIL_EVENTS, { page, limit })
}
