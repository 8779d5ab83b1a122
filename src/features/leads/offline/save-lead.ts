import { msg } from '@lingui/core/macro'
import { keptCustomValues } from '../../../../contract/lead-form.ts'
import {
  LEAD_PATHS,
  sensitiveFlags,
  type TLead,
  type TLeadUpdate,
  type TPerson,
} from '../../../../contract/leads.ts'
import { maskEmail, maskPhone } from '../../../../contract/masking.ts'
import { getDb, type OutboxRow, type SiteOfficeDb } from '../../../lib/db.ts'
import { randomId } from '../../../lib/random-id.ts'
import { discardOutboxItem, editOutboxItem } from '../../../offline/outbox/actions.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import type { OutboxPrincipal } from '../../../offline/outbox/principal.ts'
import type { TLeadCreateBody, TLeadDiff } from '../model/lead-form.ts'
import { applyLeadDiff, resolveConflict, type TMergeChoices } from '../model/merge.ts'
import { fromLeadRecord, toLeadRecord } from './lead-record.ts'

/**
 * Lead writes, always through the outbox (online too: it sends at once). The outbox row and
 * the device's copy of the lead commit in one transaction, so what the lists show offline is
 * exactly what waits to be sent.
 */

export function leadHref(leadId: string): string {
  return `/developer/manage-leads/${leadId}`
}

export interface SaveLeadContext {
  /** The signed-in user: whose device copy this is. */
  ownerId: string
  db?: SiteOfficeDb
  principal?: OutboxPrincipal
  now?: () => number
}

export interface CreateLeadContext extends SaveLeadContext {
  orgId: string
  projectName: string
  /** Who the lead is assigned to until the server says otherwise (by default the creator). */
  assignee?: TPerson | null
  newId?: () => string
}

/** The lead as the server will hold it after the create, masked like everything it sends. */
export function buildLocalLead(
  id: string,
  projectId: string,
  body: TLeadCreateBody,
  context: Pick<CreateLeadContext, 'orgId' | 'projectName' | 'assignee'> & { now: number },
): TLead {
  const { profile } = body
  const at = new Date(context.now).toISOString()
  const assignee = context.assignee ?? null
  return {
    _id: id,
    orgId: context.orgId,
    projectId,
    projectName: context.projectName,
    leadStatus: body.leadStatus,
    subStatus: null,
    labels: body.labels,
    profile: {
      fullName: profile.fullName,
      gender: profile.gender,
      age: profile.age,
      whatsAppNumber: maskPhone(profile.whatsAppNumber),
      alternateNumber: profile.alternateNumber ? maskPhone(profile.alternateNumber) : null,
      email: profile.email ? maskEmail(profile.email) : null,
      sourceOfLead: profile.sourceOfLead,
      subSourceOfLead: profile.subSourceOfLead,
      currentLocation: profile.currentLocation,
      agentName: assignee ? `${assignee.firstName} ${assignee.lastName}`.trim() : null,
    },
    propertyInterest: body.propertyInterest,
    background: { ...body.background, assignedTo: assignee },
    customFields: keptCustomValues(body.customFields),
    sensitive: sensitiveFlags(profile),
    masked: true,
    retained: false,
    version: 1,
    createdAt: at,
    updatedAt: at,
  }
}

export interface SavedLead {
  leadId: string
  /** The outbox row's id (its Idempotency-Key). */
  rowId: string
}

/** Adds a lead: a client-made id, so edits queued before the create is sent can name it. */
export async function createLead(
  slug: string,
  projectId: string,
  body: TLeadCreateBody,
  context: CreateLeadContext,
): Promise<SavedLead> {
  const db = context.db ?? getDb()
  const now = (context.now ?? Date.now)()
  const leadId = (context.newId ?? randomId)()
  const name = body.profile.fullName
  const local = buildLocalLead(leadId, projectId, body, { ...context, now })
  const rowId = await enqueue(
    {
      entity: leadEntity(leadId),
      method: 'POST',
      path: LEAD_PATHS.projectLeads(slug, projectId),
      body: { ...body, _id: leadId },
      label: msg`Add lead ${name}`,
      href: leadHref(leadId),
      apply: async () => {
        await db.leads.put(toLeadRecord(local, context.ownerId, true))
      },
    },
    { db, principal: context.principal, now: context.now },
  )
  return { leadId, rowId }
}

/**
 * Edits a lead with the fields that changed. The body names the version the edit started from:
 * the last one this device received from the server. The device's copy takes the edit but keeps
 * that version, so an edit queued after this one names it too; the server lets the user's own
 * versions since through (decision 0016), whatever it made of each of them.
 */
export async function updateLead(
  slug: string,
  lead: TLead,
  diff: TLeadDiff,
  context: SaveLeadContext,
): Promise<SavedLead> {
  const db = context.db ?? getDb()
  const now = (context.now ?? Date.now)()
  const name = diff.profile?.fullName ?? lead.profile.fullName
  const body: TLeadUpdate = { version: lead.version, ...diff }
  const next = applyLeadDiff(lead, diff, {
    version: lead.version,
    updatedAt: new Date(now).toISOString(),
  })
  const rowId = await enqueue(
    {
      entity: leadEntity(lead._id),
      method: 'PATCH',
      path: LEAD_PATHS.lead(slug, lead._id),
      body,
      label: msg`Edit lead ${name}`,
      href: leadHref(lead._id),
      apply: async () => {
        await db.leads.put(toLeadRecord(next, context.ownerId, true))
      },
    },
    { db, principal: context.principal, now: context.now },
  )
  return { leadId: lead._id, rowId }
}

/** What a field action changes on the lead itself: a stage change, its status and sub-status. */
export interface TLeadChangeByAction {
  leadStatus: TLead['leadStatus']
  subStatus: string | null
}

/**
 * A field action that changes the lead (a stage change) moves the device's copy with it, in the
 * transaction of its outbox row, so the lead's page and the edits queued after it start from the
 * lead as the device's own changes leave it. The base is the copy waiting with earlier changes,
 * else the lead the screen showed; the version stays the one last received from the server.
 */
export async function followLeadChange(
  lead: TLead,
  change: TLeadChangeByAction,
  context: SaveLeadContext,
): Promise<void> {
  const db = context.db ?? getDb()
  const now = (context.now ?? Date.now)()
  const copy = await db.leads.get(lead._id)
  const base = copy?.ownerId === context.ownerId && copy.pendingSync ? fromLeadRecord(copy) : lead
  const next = { ...base, ...change, updatedAt: new Date(now).toISOString() }
  // toLeadRecord sets every field only the device keeps, whatever the base carried.
  await db.leads.put(toLeadRecord(next, context.ownerId, true))
}

function laneOf(db: SiteOfficeDb, userId: string, leadId: string) {
  return db.outbox.where('[userId+entity]').equals([userId, leadEntity(leadId)])
}

async function rowsLeftFor(db: SiteOfficeDb, userId: string, leadId: string): Promise<number> {
  return laneOf(db, userId, leadId).count()
}

/**
 * The lead's edits queued after a refused one were based on the version it was: once the user
 * has settled the refusal against the server's version, they are based on that one too, or the
 * same change of someone else would refuse each of them again.
 */
async function rebaseLaterEdits(db: SiteOfficeDb, row: OutboxRow, version: number) {
  const later = await laneOf(db, row.userId, leadIdOf(row))
    .filter(
      (r) =>
        (r.seq ?? 0) > (row.seq ?? 0) &&
        r.method === 'PATCH' &&
        r.path === row.path &&
        r.state !== 'in-flight' &&
        (r.body as TLeadUpdate).version < version,
    )
    .toArray()
  for (const edit of later) {
    await db.outbox.update(edit.seq as number, { body: { ...(edit.body as TLeadUpdate), version } })
  }
}

const leadIdOf = (row: OutboxRow) => row.entity.slice(leadEntity('').length)

/**
 * After the server confirmed this lead's changes: the device's copy no longer waits, once no
 * row of the lead is left. True when a copy was marked as waiting and now is not.
 */
export async function settleLeadRecord(
  leadId: string,
  userId: string,
  db: SiteOfficeDb = getDb(),
): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.leads, async () => {
    if ((await rowsLeftFor(db, userId, leadId)) > 0) return false
    const record = await db.leads.get(leadId)
    if (!record?.pendingSync) return false
    const { pendingSync: _pending, ...settled } = record
    await db.leads.put(settled)
    return true
  })
}

export type ConflictOutcome = 'discarded' | 'resent' | 'unchanged'

/**
 * "Resolve" of the 409 merge: nothing of mine kept -> the row is discarded and the device's copy
 * becomes the server's; else the row is sent again (same Idempotency-Key) with what was kept,
 * against the server's version, and the copy shows the server's record with my fields on it.
 * Either way the lead's later queued edits are based on the server's version from then on.
 */
export async function resolveLeadConflict(
  row: OutboxRow,
  current: TLead,
  choices: TMergeChoices,
  context: SaveLeadContext,
): Promise<ConflictOutcome> {
  const db = context.db ?? getDb()
  const now = (context.now ?? Date.now)()
  const resolution = resolveConflict(row.body as TLeadUpdate, current, choices)
  return db.transaction('rw', db.outbox, db.syncLog, db.outboxFiles, db.leads, async () => {
    if (resolution.kind === 'discard') {
      if (!(await discardOutboxItem(row.id, db))) return 'unchanged'
      await rebaseLaterEdits(db, row, current.version)
      const waiting = (await rowsLeftFor(db, row.userId, current._id)) > 0
      await db.leads.put(toLeadRecord(current, context.ownerId, waiting))
      return 'discarded'
    }
    if (!(await editOutboxItem(row.id, resolution.body, db))) return 'unchanged'
    await rebaseLaterEdits(db, row, current.version)
    const merged = applyLeadDiff(current, resolution.kept, {
      version: current.version,
      updatedAt: new Date(now).toISOString(),
    })
    await db.leads.put(toLeadRecord(merged, context.ownerId, true))
    return 'resent'
  })
}
