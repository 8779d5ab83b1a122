import { randomUUID } from 'node:crypto'
import { and, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import {
  CALL_SERIES_MAX_DAYS,
  DISPOSITION_ERROR_CODES,
  DISPOSITION_MESSAGES,
  type TCall,
  type TCallLogSummary,
  type ZCallLead,
  type ZCallLogQuery,
  type ZCallLogFilters,
} from '../../../../../contract/dispositions.ts'
import { FIELD_ACTION_EVENTS } from '../../../../../contract/field-actions.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { calls } from '../../../db/schema.ts'
import { AppError } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import {
  callById,
  callConditions,
  callConditionsWithoutLeads,
  callPage,
  callsByDay,
  findCall,
  insertCall,
  phoneOfUser,
  settleDialingCall,
  undisposedCalls,
} from './calls.repository.ts'
import {
  actionableLead,
  appendEvent,
  CALL_SCOPES,
  fieldError,
  madeAtOf,
  replayOf,
} from '../field-actions.ts'
import { visibleLead } from '../leads/leads.service.ts'
import type { PlacedCall, TelephonyProvider } from './telephony.ts'
import { daysFrom, seriesOf, summaryOf } from './call-series.ts'

const PENDING_LIMIT = 50

export const callNotFound = () =>
  new AppError(404, DISPOSITION_ERROR_CODES.callNotFound, DISPOSITION_MESSAGES.callNotFound)

/** An outbound call recorded and about to be placed: what the provider is asked. */
export interface CallAttempt {
  callId: string
  leadId: string
  from: string | null
  to: string
}

/**
 * The first step of placing an outbound call: records the attempt (a call row marked `dialing`,
 * which no list shows) and returns what the provider needs. A call already recorded under the
 * client's id is answered as it stands, or resumed while still being placed.
 */
export async function recordCallAttempt(
  tx: Tx,
  auth: AuthContext,
  telephony: TelephonyProvider,
  body: z.output<typeof ZCallLead>,
  now: Date,
): Promise<{ pending: CallAttempt } | { done: { call: TCall; created: boolean } }> {
  const { lead } = await actionableLead(tx, auth, body.leadId, CALL_SCOPES)
  madeAtOf(body.madeAt, now)
  const from = await phoneOfUser(tx, auth.userId)
  if (body._id) {
    const replay = replayOf(await findCall(tx, body._id), lead.id)
    if (replay?.dialing) {
      return { pending: { callId: replay.id, leadId: lead.id, from, to: replay.toNumber } }
    }
    if (replay) return { done: { call: (await callById(tx, replay.id))!, created: false } }
  }
  const to = body.callAlternateNumber ? lead.alternateNumber : lead.whatsAppNumber
  if (!to) throw fieldError('callAlternateNumber', DISPOSITION_MESSAGES.noAlternateNumber)
  const id = body._id ?? randomUUID()
  await insertCall(tx, {
    id,
    orgId: lead.orgId,
    projectId: lead.projectId,
    leadId: lead.id,
    userId: auth.userId,
    callType: 'Out Bound',
    // Until the provider answers; `dialing` keeps it out of every list meanwhile.
    callStatus: 'Not Connected',
    durationSec: 0,
    toNumber: to,
    provider: telephony.name,
    callSid: null,
    dialing: true,
    startedAt: now,
    createdAt: now,
  })
  return { pending: { callId: id, leadId: lead.id, from, to } }
}

/**
 * The second step, with no transaction open: the provider places the call, taking as long as
 * it takes without holding a connection or a lock. A repeat of one attempt carries the same
 * call id, so the provider can tell it from a new call. A failure is a 502 and leaves the
 * attempt to be resumed by a retry of the request.
 */
export async function dial(telephony: TelephonyProvider, attempt: CallAttempt) {
  try {
    return await telephony.placeCall({ callId: attempt.callId, from: attempt.from, to: attempt.to })
  } catch (error) {
    throw new AppError(
      502,
      DISPOSITION_ERROR_CODES.telephonyFailed,
      'The call could not be placed',
      {
        cause: String(error),
      },
    )
  }
}

/**
 * The third step: records the status the provider gave, and the journey entry. When a repeat of
 * the request recorded it first, the call is answered as it stands.
 */
export async function recordCallOutcome(
  tx: Tx,
  auth: AuthContext,
  attempt: CallAttempt,
  placed: PlacedCall,
  now: Date,
): Promise<TCall> {
  if (await settleDialingCall(tx, attempt.callId, placed)) {
    await appendEvent(
      tx,
      auth,
      attempt.leadId,
      FIELD_ACTION_EVENTS.call,
      {
        callId: attempt.callId,
        callType: 'Out Bound',
        callStatus: placed.callStatus,
        durationSec: placed.durationSec,
        callSid: placed.callSid,
      },
      now,
    )
  }
  return (await callById(tx, attempt.callId))!
}

/** The caller's own calls still waiting for a disposition. */
export async function pendingDispositions(db: Conn, auth: AuthContext, leadId: string | undefined) {
  if (leadId) await visibleLead(db, auth, leadId)
  const where = and(callConditions(auth, { leadId }), eq(calls.userId, auth.userId)) as SQL
  return { items: await undisposedCalls(db, where, PENDING_LIMIT) }
}

export function listCallLogs(db: Conn, auth: AuthContext, q: z.output<typeof ZCallLogQuery>) {
  return callPage(db, callConditions(auth, q), q, callConditionsWithoutLeads(auth, q))
}

/**
 * The incoming and outbound summary of the calls the filters select, and per India day: the
 * filter's days, else those from the first call to the last (the latest CALL_SERIES_MAX_DAYS).
 */
export async function summariseCalls(
  db: Conn,
  auth: AuthContext,
  q: z.output<typeof ZCallLogFilters>,
): Promise<TCallLogSummary> {
  const rows = await callsByDay(db, callConditions(auth, q))
  const called = rows.map((r) => r.day).sort()
  const first = q.startDate ?? called[0]
  const last = q.endDate ?? called.at(-1)
  const days = first && last ? daysFrom(first, last, CALL_SERIES_MAX_DAYS) : []
  return { ...summaryOf(rows), series: seriesOf(days, rows) }
}
