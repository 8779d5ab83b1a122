import { randomUUID } from 'node:crypto'
import { and, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import {
  DISPOSITION_ERROR_CODES,
  DISPOSITION_MESSAGES,
  type TCall,
  type ZCallLead,
  type ZCallLogQuery,
  type ZCallLogFilters,
} from '../../../../contract/dispositions.ts'
import { FIELD_ACTION_EVENTS } from '../../../../contract/field-actions.ts'
import type { Tx } from '../../db/client.ts'
import { calls, users } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import type { AuthContext } from '../../security/access.ts'
import {
  callById,
  callConditions,
  callPage,
  callSummary,
  undisposedCalls,
} from './calls.repository.ts'
import {
  actionableLead,
  appendEvent,
  CALL_SCOPES,
  fieldError,
  madeAtOf,
  replayOf,
} from './field-actions.ts'
import type { Conn } from './leads.repository.ts'
import { visibleLead } from './leads.service.ts'
import type { TelephonyProvider } from './telephony.ts'

const PENDING_LIMIT = 50

export const callNotFound = () =>
  new AppError(404, DISPOSITION_ERROR_CODES.callNotFound, DISPOSITION_MESSAGES.callNotFound)

/**
 * Places an outbound call through the provider and records it with the status the provider
 * gives. The provider is called inside the transaction, so a failure to record rolls back the
 * record but cannot un-place the call; the Idempotency-Key keeps a retry from placing another.
 */
export async function placeCall(
  tx: Tx,
  auth: AuthContext,
  telephony: TelephonyProvider,
  body: z.output<typeof ZCallLead>,
  now: Date,
): Promise<{ call: TCall; created: boolean }> {
  const { lead } = await actionableLead(tx, auth, body.leadId, CALL_SCOPES)
  madeAtOf(body.madeAt, now)
  if (body._id) {
    const [existing] = await tx.select().from(calls).where(eq(calls.id, body._id))
    const replay = replayOf(existing, lead.id)
    if (replay) return { call: (await callById(tx, replay.id))!, created: false }
  }
  const to = body.callAlternateNumber ? lead.alternateNumber : lead.whatsAppNumber
  if (!to) throw fieldError('callAlternateNumber', DISPOSITION_MESSAGES.noAlternateNumber)
  const [caller] = await tx
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, auth.userId))
  const id = body._id ?? randomUUID()
  let placed
  try {
    placed = await telephony.placeCall({ callId: id, from: caller?.phone ?? null, to })
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
  await tx.insert(calls).values({
    id,
    orgId: lead.orgId,
    projectId: lead.projectId,
    leadId: lead.id,
    userId: auth.userId,
    callType: 'Out Bound',
    callStatus: placed.callStatus,
    durationSec: placed.durationSec,
    toNumber: to,
    provider: telephony.name,
    callSid: placed.callSid,
    startedAt: now,
    createdAt: now,
  })
  await appendEvent(
    tx,
    auth,
    lead.id,
    FIELD_ACTION_EVENTS.call,
    {
      callId: id,
      callType: 'Out Bound',
      callStatus: placed.callStatus,
      durationSec: placed.durationSec,
      callSid: placed.callSid,
    },
    now,
  )
  return { call: (await callById(tx, id))!, created: true }
}

/** The caller's own calls still waiting for a disposition. */
export async function pendingDispositions(db: Conn, auth: AuthContext, leadId: string | undefined) {
  if (leadId) await visibleLead(db, auth, leadId)
  const where = and(callConditions(auth, { leadId }), eq(calls.userId, auth.userId)) as SQL
  return { items: await undisposedCalls(db, where, PENDING_LIMIT) }
}

export function listCallLogs(db: Conn, auth: AuthContext, q: z.output<typeof ZCallLogQuery>) {
  return callPage(db, callConditions(auth, q), q.page, q.limit)
}

export function summariseCalls(db: Conn, auth: AuthContext, q: z.output<typeof ZCallLogFilters>) {
  return callSummary(db, callConditions(auth, q))
}
