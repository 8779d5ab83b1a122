import { randomUUID } from 'node:crypto'
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
import type { Conn, Tx } from '../../../db/client.ts'
import { conflict } from '../../../errors.ts'
import type { PageRequest } from '../../../paging.ts'
import type { AuthContext } from '../../../security/access.ts'
import { callNotFound } from './calls.service.ts'
import { attachRecordingToCall, insertCall, lockCallOfOrg } from './calls.repository.ts'
import {
  dispositionPage,
  dispositionRowById,
  findDisposition,
  firstDispositionsPerLead,
  insertDisposition,
  type DispositionRow,
} from './dispositions.repository.ts'
import { isUploadedRecordingOfOrg } from './recordings.repository.ts'
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
import type { LeadRecord } from '../leads/leads.repository.ts'
import { leadEventPage } from '../leads/lead-events.repository.ts'
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

function toDisposition({ d, by }: DispositionRow, store: RecordingStore, now: Date): TDisposition {
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
  const row = await dispositionRowById(db, id)
  return row ? toDisposition(row, store, now) : undefined
}

export async function listDispositions(
  db: Conn,
  auth: AuthContext,
  store: RecordingStore,
  leadId: string,
  page: PageRequest,
  now: Date,
) {
  await visibleLead(db, auth, leadId)
  const { rows, pageInfo } = await dispositionPage(db, leadId, page)
  return { items: rows.map((r) => toDisposition(r, store, now)), pageInfo }
}

/** The first page of each of the leads' dispositions, as listDispositions answers it. */
export function dispositionsOf(
  db: Conn,
  store: RecordingStore,
  leadIds: readonly string[],
  limit: number,
  now: Date,
) {
  return firstDispositionsPerLead(db, leadIds, limit, (r) => toDisposition(r, store, now))
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
    const call = await lockCallOfOrg(tx, body.callId, auth.orgId)
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
  await insertCall(tx, {
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
  if (!(await isUploadedRecordingOfOrg(tx, recordingId, orgId)))
    throw fieldError('recordingId', DISPOSITION_MESSAGES.recordingNotUploaded)
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
    const replay = replayOf(await findDisposition(tx, body._id), lead.id)
    if (replay)
      return { disposition: (await dispositionById(tx, replay.id, store, now))!, created: false }
  }
  await checkRecording(tx, lead.orgId, body.recordingId)
  const id = body._id ?? randomUUID()
  const callId = await callToDispose(tx, auth, lead, body, madeAt, now)
  const { taskId, siteVisitId } = await takeNextStep(tx, auth, lead, body, id, madeAt, now)
  const step = body.nextStep
  await insertDisposition(tx, {
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
    await attachRecordingToCall(tx, callId, body.recordingId)
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
