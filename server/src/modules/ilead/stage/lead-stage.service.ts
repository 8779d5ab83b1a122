import type { z } from 'zod'
import { FIELD_ACTION_EVENTS } from '../../../../../contract/field-actions.ts'
import {
  DROPPED_STATUS,
  LEAD_STAGE_MESSAGES,
  type TLeadStageChanged,
  type ZLeadStageChange,
} from '../../../../../contract/lead-stage.ts'
import { LEAD_ERROR_CODES, LEAD_MESSAGES } from '../../../../../contract/leads.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { conflict } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import {
  actionableLead,
  appendEvent,
  eventTime,
  fieldError,
  madeAtOf,
  WORK_SCOPES,
} from '../field-actions.ts'
import { leadEventById } from '../leads/lead-events.repository.ts'
import { toLead, updateLeadAtVersion } from '../leads/leads.repository.ts'
import { activeLabels } from '../reference/reference.repository.ts'
import { VERSION_KEY } from '../leads/lead-versions.ts'
import { visibleLead } from '../leads/leads.service.ts'

/** The reference list of drop reasons (entity labels "dropreason"). */
export const DROP_REASON_LIST = 'dropreason'

export async function dropReasons(db: Conn, orgId: string) {
  return { items: await activeLabels(db, orgId, DROP_REASON_LIST) }
}

/**
 * Moves a lead to another stage. Dropping keeps the reason as the sub-status; any other move
 * clears the sub-status, which belonged to the stage left. The lead's version is bumped like any
 * edit's (the stage is a lead field), but no version is asked for: a stage change is an intent
 * that applies to the lead as it now stands. A change whose client id (_id) is already in the
 * journey is a replay and changes nothing.
 */
export async function changeStage(
  tx: Tx,
  auth: AuthContext,
  leadId: string,
  body: z.output<typeof ZLeadStageChange>,
  now: Date,
): Promise<TLeadStageChanged> {
  const row = await actionableLead(tx, auth, leadId, WORK_SCOPES)
  const current = row.lead
  const madeAt = madeAtOf(body.madeAt, now)
  const unchanged = () => ({ lead: toLead(row), from: current.leadStatus })
  if (body._id) {
    const seen = await leadEventById(tx, body._id)
    if (seen && seen.leadId === leadId) return unchanged()
    if (seen) throw conflict('ACTION_ID_TAKEN', 'This id is already used by another record')
  }
  const dropping = body.leadStatus === DROPPED_STATUS
  if (dropping) {
    const reasons = (await dropReasons(tx, current.orgId)).items.map((r) => r.labelName)
    if (!reasons.includes(body.dropReason ?? '')) {
      throw fieldError('dropReason', LEAD_STAGE_MESSAGES.dropReasonInvalid)
    }
  }
  const subStatus = dropping ? body.dropReason! : null
  if (body.leadStatus === current.leadStatus && (!dropping || subStatus === current.subStatus)) {
    return unchanged()
  }
  const updated = await updateLeadAtVersion(tx, current.id, current.version, {
    leadStatus: body.leadStatus,
    subStatus,
    version: current.version + 1,
    updatedAt: now,
  })
  if (!updated) {
    // Another write slipped in between the read and this update: the caller may simply retry.
    throw conflict(LEAD_ERROR_CODES.versionConflict, LEAD_MESSAGES.versionConflict, {
      current: toLead(await visibleLead(tx, auth, leadId)),
    })
  }
  await appendEvent(
    tx,
    auth,
    leadId,
    FIELD_ACTION_EVENTS.statusChanged,
    {
      from: current.leadStatus,
      to: body.leadStatus,
      ...(dropping ? { dropReason: subStatus } : {}),
      madeAt: body.madeAt,
      [VERSION_KEY]: current.version + 1,
    },
    eventTime(madeAt, now),
    body._id,
  )
  return { lead: toLead(await visibleLead(tx, auth, leadId)), from: current.leadStatus }
}
