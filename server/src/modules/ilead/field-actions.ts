import { randomUUID } from 'node:crypto'
import {
  FIELD_ACTION_ERROR_CODES,
  FIELD_ACTION_MESSAGES,
  MADE_AT_MAX_AHEAD_MS,
  type TFieldActionEvent,
} from '../../../../contract/field-actions.ts'
import type { TPerson } from '../../../../contract/leads.ts'
import type { TScope } from '../../../../contract/scopes.ts'
import type { Conn, Tx } from '../../db/client.ts'
import { AppError, conflict } from '../../errors.ts'
import { permissionDenied, type AuthContext } from '../../security/access.ts'
import { holdsOn, seesAllLeadsOf } from './leads/lead-visibility.ts'
import { insertLeadEvents } from './leads/lead-events.repository.ts'
import type { LeadRow } from './leads/leads.repository.ts'
import { visibleLead } from './leads/leads.service.ts'

/**
 * What every field action's service shares: the lead it acts on (visible, else 404), who may
 * act, the madeAt rule, the client-made id, and the journey entry every action leaves.
 */

/** A 400 naming the field, in the shape the validation errors have. */
export const fieldError = (field: string, message: string, code = 'VALIDATION_ERROR') =>
  new AppError(400, code, message, { fields: [{ field, message }] })

/** Refuses a madeAt more than five minutes ahead of the server's clock; returns it as a Date. */
export function madeAtOf(madeAt: string, now: Date, field = 'madeAt'): Date {
  const at = new Date(madeAt)
  if (at.getTime() - now.getTime() > MADE_AT_MAX_AHEAD_MS) {
    throw fieldError(field, FIELD_ACTION_MESSAGES.madeAtAhead, FIELD_ACTION_ERROR_CODES.madeAtAhead)
  }
  return at
}

/**
 * When an action happened, for the journey: when the user made it, but never later than it
 * reached the server (a clock ahead is believed only up to now).
 */
export const eventTime = (madeAt: Date, now: Date) => (madeAt < now ? madeAt : now)

/** Applies a shared time rule (contract/field-actions.ts): a message is a 400 on the field. */
export function checkTime(field: string, message: string | null) {
  if (message) throw fieldError(field, message)
}

/**
 * The lead an action is about, if the caller may act on it: its owner holding one of the
 * scopes on its project, or someone who sees all the project's leads and holds one of them.
 * An invisible lead is a 404, a visible one the caller may not act on a 403.
 */
export async function actionableLead(
  db: Conn,
  auth: AuthContext,
  leadId: string,
  scopes: readonly TScope[],
): Promise<LeadRow> {
  const row = await visibleLead(db, auth, leadId)
  requireActor(auth, row.lead, scopes)
  return row
}

export function requireActor(
  auth: AuthContext,
  lead: { assigneeId: string | null; projectId: string },
  scopes: readonly TScope[],
) {
  const holds = holdsOn(auth, scopes, lead.projectId)
  const mine = lead.assigneeId === auth.userId
  if (!holds || (!mine && !seesAllLeadsOf(auth, lead.projectId))) throw permissionDenied()
}

/** Who works leads: the owner, or a manager (as lead edits are judged). */
export const WORK_SCOPES = [
  'DXP_ADD_LEAD',
  'DXP_CALLSNCHAT',
  'DXP_LEAD_ASSIGNMENT',
] as const satisfies readonly TScope[]
/** Calls and their dispositions: DXP_CALLSNCHAT is the scope of calls and chat. */
export const CALL_SCOPES = ['DXP_CALLSNCHAT'] as const satisfies readonly TScope[]

/**
 * A client-made id that already names a record: the same action replayed (answer the record),
 * or an id someone else's record has (refused). Null when the id is free.
 */
export function replayOf<R extends { leadId: string }>(
  existing: R | undefined,
  leadId: string,
): R | null {
  if (!existing) return null
  if (existing.leadId !== leadId) {
    throw conflict(FIELD_ACTION_ERROR_CODES.idTaken, 'This id is already used by another record')
  }
  return existing
}

export async function appendEvent(
  tx: Tx,
  auth: AuthContext,
  leadId: string,
  eventType: TFieldActionEvent,
  data: Record<string, unknown>,
  at: Date,
  id: string = randomUUID(),
) {
  await insertLeadEvents(tx, { id, leadId, actorId: auth.userId, eventType, data, createdAt: at })
}

export const personOf = (
  u: { _id: string | null; firstName: string | null; lastName: string | null } | null,
): TPerson | null =>
  u?._id ? { _id: u._id, firstName: u.firstName ?? '', lastName: u.lastName ?? '' } : null

export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null)
