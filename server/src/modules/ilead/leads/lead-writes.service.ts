import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import {
  LEAD_ERROR_CODES,
  LEAD_MESSAGES,
  numbersDiffer,
  type TDuplicateLead,
  type ZBulkUpdate,
  type ZLeadCreate,
  type ZLeadUpdate,
} from '../../../../../contract/leads.ts'
import { maskEmail, maskPhone } from '../../../../../contract/masking.ts'
import { hasScope, type TScope } from '../../../../../contract/scopes.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { leads } from '../../../db/schema.ts'
import { AppError, conflict } from '../../../errors.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { checkAssignee, leadExecutive } from './executives.service.ts'
import { holdsOn, leadVisibility, seesAllLeadsOf } from './lead-visibility.ts'
import { insertNotifications } from '../notifications/notifications.repository.ts'
import { insertLeadEvents, type EventInsert } from './lead-events.repository.ts'
import {
  assignLeads,
  findLead,
  insertLead,
  leadIdTaken,
  leadsWithNumber,
  lockLeads,
  findProjectOfOrg,
  setStagesAndLabels,
  toLead,
  updateLead as updateLeadRow,
  updateLeadAtVersion,
  type LeadInsert,
  type LeadRecord,
} from './leads.repository.ts'
import { leadNotFound, visibleLead } from './leads.service.ts'
import { takeTurn } from '../routing/routing.service.ts'
import { ROUTING_VIA } from '../../../../../contract/routing-rules.ts'
import { isStale, VERSION_KEY, versionConflict } from './lead-versions.ts'
import { customValueFilled, keptCustomValues } from '../../../../../contract/lead-form.ts'
import { checkCustomValues } from '../lead-form/lead-form.service.ts'

type TCreate = z.output<typeof ZLeadCreate>
type TUpdate = z.output<typeof ZLeadUpdate>
type TBulkUpdate = z.output<typeof ZBulkUpdate>

export const ASSIGNED_NOTIFICATION = 'lead_assigned'

const requireOn = (auth: AuthContext, scopes: TScope | readonly TScope[], projectId: string) => {
  if (!holdsOn(auth, typeof scopes === 'string' ? [scopes] : scopes, projectId)) {
    throw permissionDenied()
  }
}

export const unknownProject = () =>
  new AppError(422, LEAD_ERROR_CODES.unknownProject, 'This project is not in your organisation', {
    fields: [{ field: 'projectId', message: 'Unknown project' }],
  })

async function projectOfOrg(tx: Conn, orgId: string, projectId: string) {
  const project = await findProjectOfOrg(tx, orgId, projectId)
  if (!project) throw unknownProject()
  return project
}

const event = (
  leadId: string,
  actorId: string | null,
  eventType: string,
  data: Record<string, unknown>,
  at: Date,
): EventInsert => ({ id: randomUUID(), leadId, actorId, eventType, data, createdAt: at })

/**
 * A routing rule's assignment in the journey: made by nobody, via the rule; a millisecond after
 * the lead was made, so that the journey (newest first) shows it after `created`.
 */
const routedEvent = (leadId: string, turn: { userId: string; ruleId: string }, at: Date) =>
  event(
    leadId,
    null,
    'assigned',
    { assigneeId: turn.userId, from: null, to: turn.userId, via: ROUTING_VIA, ruleId: turn.ruleId },
    new Date(at.getTime() + 1),
  )

function assignedNotification(lead: LeadRecord, assigneeId: string, at: Date) {
  return {
    id: randomUUID(),
    orgId: lead.orgId,
    projectId: lead.projectId,
    userId: assigneeId,
    leadId: lead.id,
    kind: ASSIGNED_NOTIFICATION,
    title: `New lead assigned: ${lead.fullName}`,
    createdAt: at,
  }
}

// ---------------------------------------------------------------------------------------------
// Duplicates

/** Other leads of the organisation with this mobile as either of their numbers, masked. */
export async function findDuplicates(
  db: Conn,
  orgId: string,
  whatsAppNumber: string,
  exceptId?: string,
): Promise<TDuplicateLead[]> {
  const rows = await leadsWithNumber(db, orgId, whatsAppNumber, exceptId)
  return rows.map((r) => ({ ...r, whatsAppNumber: maskPhone(r.whatsAppNumber) }))
}

// ---------------------------------------------------------------------------------------------
// Create

export async function createLead(tx: Tx, auth: AuthContext, projectId: string, body: TCreate) {
  const now = new Date()
  await projectOfOrg(tx, auth.orgId, projectId)
  // Against the form the lead was drawn from: offline, that may be an older version.
  await checkCustomValues(tx, auth.orgId, body.customFields, body.formVersion, false)
  const id = body._id ?? randomUUID()
  if (await leadIdTaken(tx, id)) {
    throw conflict(LEAD_ERROR_CODES.idTaken, 'A lead with this id already exists', {
      fields: [{ field: '_id', message: 'Already taken' }],
    })
  }
  let assigneeId: string | null
  if (body.assigneeId === undefined) {
    // By default the creator owns it, when they may own leads here (an administrator may not).
    const creator = await leadExecutive(tx, auth.orgId, auth.userId)
    assigneeId = creator?.projectIds.includes(projectId) ? auth.userId : null
  } else {
    assigneeId = body.assigneeId
    if (assigneeId !== auth.userId) requireOn(auth, 'DXP_LEAD_ASSIGNMENT', projectId)
    if (assigneeId !== null) await checkAssignee(tx, auth.orgId, assigneeId, [projectId])
  }
  // Nobody owns it: the project's active routing rule gives it to the executive whose turn it is.
  const routed = assigneeId === null ? await takeTurn(tx, auth.orgId, projectId) : undefined
  if (routed) assigneeId = routed.userId
  const { profile } = body
  const record: LeadInsert = {
    id,
    orgId: auth.orgId,
    projectId,
    fullName: profile.fullName,
    gender: profile.gender,
    age: profile.age,
    whatsAppNumber: profile.whatsAppNumber,
    alternateNumber: profile.alternateNumber,
    email: profile.email,
    currentLocation: profile.currentLocation,
    sourceOfLead: profile.sourceOfLead,
    subSourceOfLead: profile.subSourceOfLead,
    leadStatus: body.leadStatus,
    subStatus: null,
    labels: body.labels,
    assigneeId,
    propertyInterest: body.propertyInterest,
    background: body.background,
    customFields: keptCustomValues(body.customFields),
    version: 1,
    createdAt: now,
    updatedAt: now,
  }
  await insertLead(tx, record)
  const duplicates = await findDuplicates(tx, auth.orgId, profile.whatsAppNumber, id)
  const events = [
    event(
      id,
      auth.userId,
      'created',
      {
        source: profile.sourceOfLead,
        subSource: profile.subSourceOfLead,
        projectId,
        assigneeId,
      },
      now,
    ),
  ]
  if (routed) events.push(routedEvent(id, routed, now))
  if (duplicates.length) {
    events.push(
      event(
        id,
        auth.userId,
        'duplicateDetected',
        {
          whatsAppNumber: maskPhone(profile.whatsAppNumber),
          leadIds: duplicates.map((d) => d._id),
        },
        now,
      ),
    )
  }
  await insertLeadEvents(tx, events)
  const row = await findLead(tx, eq(leads.id, id))
  if (!row) throw leadNotFound()
  if (assigneeId && assigneeId !== auth.userId) {
    await insertNotifications(tx, [assignedNotification(row.lead, assigneeId, now)])
  }
  return { lead: toLead(row), duplicates }
}

// ---------------------------------------------------------------------------------------------
// Edit

const PERSONAL = new Set(['whatsAppNumber', 'alternateNumber', 'email'])

function maskedValue(field: string, value: unknown): unknown {
  if (typeof value !== 'string' || !PERSONAL.has(field)) return value
  return field === 'email' ? maskEmail(value) : maskPhone(value)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Refuses an edit the caller may not make: the owner working leads here, or an assigner. */
export function requireEditor(auth: AuthContext, lead: LeadRecord) {
  const owner =
    lead.assigneeId === auth.userId &&
    holdsOn(auth, ['DXP_ADD_LEAD', 'DXP_CALLSNCHAT'], lead.projectId)
  if (!owner && !seesAllLeadsOf(auth, lead.projectId)) throw permissionDenied()
}

export async function updateLead(tx: Tx, auth: AuthContext, leadId: string, body: TUpdate) {
  const row = await visibleLead(tx, auth, leadId)
  const current = row.lead
  requireEditor(auth, current)
  // Stale only when someone else made a version since the one the edit was based on: the
  // caller's own later changes (queued on a device before this edit) never make it stale.
  if (await isStale(tx, auth, row, body.version)) {
    throw await versionConflict(tx, auth, row, body.version)
  }
  const profile = body.profile ?? {}
  const sourceChanges =
    (profile.sourceOfLead !== undefined && profile.sourceOfLead !== current.sourceOfLead) ||
    (profile.subSourceOfLead !== undefined && profile.subSourceOfLead !== current.subSourceOfLead)
  if (sourceChanges) requireOn(auth, 'DXP_MODIFY_CHANGE_SOURCE', current.projectId)

  const changes: { field: string; from: unknown; to: unknown }[] = []
  const set: Partial<LeadInsert> = {}
  for (const [field, to] of Object.entries(profile)) {
    const from = current[field as keyof LeadRecord]
    if (to === undefined || same(from, to)) continue
    ;(set as Record<string, unknown>)[field] = to
    changes.push({
      field: `profile.${field}`,
      from: maskedValue(field, from),
      to: maskedValue(field, to),
    })
  }
  const merge = <G extends 'propertyInterest' | 'background'>(group: G) => {
    const partial = (body[group] ?? {}) as Record<string, unknown>
    const base = current[group] as unknown as Record<string, unknown>
    const next = { ...base }
    for (const [field, to] of Object.entries(partial)) {
      if (to === undefined || same(base[field], to)) continue
      next[field] = to
      changes.push({ field: `${group}.${field}`, from: base[field] ?? null, to })
    }
    if (!same(base, next)) (set as Record<string, unknown>)[group] = next
  }
  merge('propertyInterest')
  merge('background')
  if (body.customFields) {
    await checkCustomValues(tx, auth.orgId, body.customFields, body.formVersion, true)
    const base = current.customFields
    for (const [field, value] of Object.entries(body.customFields)) {
      // An emptied value is removed: null in the journey.
      const to = customValueFilled(value) ? value : null
      if (same(base[field], to)) continue
      changes.push({ field: `customFields.${field}`, from: base[field] ?? null, to })
    }
    const next = keptCustomValues({ ...base, ...body.customFields })
    if (!same(base, next)) set.customFields = next
  }
  for (const field of ['subStatus', 'labels'] as const) {
    const to = body[field]
    if (to === undefined || same(current[field], to)) continue
    ;(set as Record<string, unknown>)[field] = to
    changes.push({ field, from: current[field], to })
  }
  const statusChange =
    body.leadStatus !== undefined && body.leadStatus !== current.leadStatus
      ? { from: current.leadStatus, to: body.leadStatus }
      : null
  if (statusChange) set.leadStatus = statusChange.to

  const merged = {
    whatsAppNumber: set.whatsAppNumber ?? current.whatsAppNumber,
    alternateNumber:
      set.alternateNumber !== undefined ? set.alternateNumber : current.alternateNumber,
  }
  if (!numbersDiffer(merged)) {
    throw new AppError(400, 'VALIDATION_ERROR', LEAD_MESSAGES.sameNumbers, {
      fields: [{ field: 'profile.alternateNumber', message: LEAD_MESSAGES.sameNumbers }],
    })
  }
  if (changes.length === 0 && !statusChange) return toLead(row)

  const now = new Date()
  const version = current.version + 1
  if (
    !(await updateLeadAtVersion(tx, current.id, current.version, {
      ...set,
      version,
      updatedAt: now,
    }))
  ) {
    // Another write slipped in between the read and this update.
    throw await versionConflict(tx, auth, await visibleLead(tx, auth, leadId), body.version)
  }
  const events: EventInsert[] = []
  if (statusChange) {
    events.push(
      event(
        current.id,
        auth.userId,
        'status_changed',
        { ...statusChange, [VERSION_KEY]: version },
        now,
      ),
    )
  }
  if (changes.length) {
    events.push(event(current.id, auth.userId, 'updated', { changes, [VERSION_KEY]: version }, now))
  }
  await insertLeadEvents(tx, events)
  return toLead(await visibleLead(tx, auth, leadId))
}

// ---------------------------------------------------------------------------------------------
// Bulk

/**
 * Every named lead, visible to the caller (else 404 naming the first that is not), locked until
 * the transaction ends: the one UPDATE that follows and its journey entries describe these rows.
 */
async function visibleLeads(tx: Tx, auth: AuthContext, leadIds: readonly string[]) {
  const ids = [...new Set(leadIds)]
  const rows = await lockLeads(tx, ids, leadVisibility(auth))
  const found = new Map(rows.map((r) => [r.id, r]))
  const missing = ids.find((id) => !found.has(id))
  if (missing) throw leadNotFound(missing)
  return ids.map((id) => found.get(id)!)
}

function requireOnEvery(auth: AuthContext, scope: TScope, projectIds: readonly string[]) {
  if (!projectIds.every((p) => hasScope(auth.grants, scope, p))) throw permissionDenied()
}

export async function bulkAssign(
  tx: Tx,
  auth: AuthContext,
  leadIds: readonly string[],
  assigneeId: string | null,
) {
  const rows = await visibleLeads(tx, auth, leadIds)
  const projectIds = [...new Set(rows.map((r) => r.projectId))]
  requireOnEvery(auth, 'DXP_LEAD_ASSIGNMENT', projectIds)
  if (assigneeId !== null) await checkAssignee(tx, auth.orgId, assigneeId, projectIds)
  const moving = rows.filter((r) => r.assigneeId !== assigneeId)
  const held = moving.find(
    (r) => r.retained && !hasScope(auth.grants, 'DXP_MODIFY_RETAIN_LEAD', r.projectId),
  )
  if (held) {
    throw conflict(LEAD_ERROR_CODES.retained, LEAD_MESSAGES.retained, { leadId: held.id })
  }
  if (moving.length === 0) return { updated: 0 }
  const now = new Date()
  // One statement for them all (a trigger keeps lead_counts and the deletion feed in step).
  await assignLeads(
    tx,
    moving.map((lead) => lead.id),
    assigneeId,
    now,
  )
  await insertLeadEvents(
    tx,
    moving.map((lead) =>
      event(
        lead.id,
        auth.userId,
        'assigned',
        {
          assigneeId,
          from: lead.assigneeId,
          to: assigneeId,
          via: 'manager',
          [VERSION_KEY]: lead.version + 1,
        },
        now,
      ),
    ),
  )
  if (assigneeId && assigneeId !== auth.userId) {
    await insertNotifications(
      tx,
      moving.map((lead) => assignedNotification(lead, assigneeId, now)),
    )
  }
  return { updated: moving.length }
}

export async function bulkUpdate(tx: Tx, auth: AuthContext, body: TBulkUpdate) {
  const rows = await visibleLeads(tx, auth, body.leadIds)
  requireOnEvery(auth, 'DXP_LEAD_ASSIGNMENT', [...new Set(rows.map((r) => r.projectId))])
  const now = new Date()
  const events: EventInsert[] = []
  const changed: { id: string; leadStatus: string; subStatus: string | null; labels: string[] }[] =
    []
  for (const lead of rows) {
    const set: Partial<LeadInsert> = {}
    const changes: { field: string; from: unknown; to: unknown }[] = []
    const version = { [VERSION_KEY]: lead.version + 1 }
    if (body.leadStatus !== undefined && body.leadStatus !== lead.leadStatus) {
      set.leadStatus = body.leadStatus
      events.push(
        event(
          lead.id,
          auth.userId,
          'status_changed',
          { from: lead.leadStatus, to: body.leadStatus, ...version },
          now,
        ),
      )
    }
    if (body.subStatus !== undefined && body.subStatus !== lead.subStatus) {
      set.subStatus = body.subStatus
      changes.push({ field: 'subStatus', from: lead.subStatus, to: body.subStatus })
    }
    const remove = new Set(body.removeLabels ?? [])
    const labels = [
      ...new Set([...lead.labels.filter((l) => !remove.has(l)), ...(body.addLabels ?? [])]),
    ]
    if (!same(labels, lead.labels)) {
      set.labels = labels
      changes.push({ field: 'labels', from: lead.labels, to: labels })
    }
    if (Object.keys(set).length === 0) continue
    if (changes.length) {
      events.push(event(lead.id, auth.userId, 'updated', { changes, ...version }, now))
    }
    changed.push({
      id: lead.id,
      leadStatus: set.leadStatus ?? lead.leadStatus,
      subStatus: set.subStatus !== undefined ? set.subStatus : lead.subStatus,
      labels: set.labels ?? lead.labels,
    })
  }
  if (changed.length === 0) return { updated: 0 }
  // One statement for every lead, each with its own new values (the locked rows above, changed).
  await setStagesAndLabels(tx, changed, now)
  if (events.length) await insertLeadEvents(tx, events)
  return { updated: changed.length }
}

// ---------------------------------------------------------------------------------------------
// Another project, retention, the audited reveal

export async function assignNewProject(
  tx: Tx,
  auth: AuthContext,
  leadId: string,
  body: { projectId: string; assigneeId?: string | null | undefined },
) {
  const { lead } = await visibleLead(tx, auth, leadId)
  await projectOfOrg(tx, auth.orgId, body.projectId)
  requireOnEvery(auth, 'DXP_LEAD_ASSIGNMENT', [lead.projectId, body.projectId])
  let assigneeId = body.assigneeId ?? null
  if (assigneeId) await checkAssignee(tx, auth.orgId, assigneeId, [body.projectId])
  const routed = assigneeId === null ? await takeTurn(tx, auth.orgId, body.projectId) : undefined
  if (routed) assigneeId = routed.userId
  const now = new Date()
  const id = randomUUID()
  await insertLead(tx, {
    ...lead,
    id,
    projectId: body.projectId,
    leadStatus: 'New Lead',
    subStatus: null,
    assigneeId,
    retained: false,
    version: 1,
    createdAt: now,
    updatedAt: now,
  })
  await insertLeadEvents(tx, [
    event(
      lead.id,
      auth.userId,
      'assignedNewProject',
      { projectId: body.projectId, leadId: id },
      now,
    ),
    event(
      id,
      auth.userId,
      'assignedNewProject',
      { fromProjectId: lead.projectId, fromLeadId: lead.id, assigneeId },
      now,
    ),
    ...(routed ? [routedEvent(id, routed, now)] : []),
  ])
  const row = await findLead(tx, eq(leads.id, id))
  if (!row) throw leadNotFound()
  if (assigneeId && assigneeId !== auth.userId) {
    await insertNotifications(tx, [assignedNotification(row.lead, assigneeId, now)])
  }
  return { lead: toLead(row) }
}

export async function setRetained(tx: Tx, auth: AuthContext, leadId: string, retained: boolean) {
  const row = await visibleLead(tx, auth, leadId)
  requireOn(auth, 'DXP_MODIFY_RETAIN_LEAD', row.lead.projectId)
  if (row.lead.retained === retained) return toLead(row)
  const now = new Date()
  await updateLeadRow(tx, leadId, { retained, version: row.lead.version + 1, updatedAt: now })
  await insertLeadEvents(
    tx,
    event(
      leadId,
      auth.userId,
      retained ? 'retained' : 'released',
      { [VERSION_KEY]: row.lead.version + 1 },
      now,
    ),
  )
  return toLead(await visibleLead(tx, auth, leadId))
}

/** The real contact details, once recorded in the lead's audit trail. */
export async function revealPersonalFields(tx: Tx, auth: AuthContext, leadId: string) {
  const { lead } = await visibleLead(tx, auth, leadId)
  requireOn(auth, 'DXP_MODIFY_UNMASK_LEAD', lead.projectId)
  const revealed = {
    whatsAppNumber: lead.whatsAppNumber,
    alternateNumber: lead.alternateNumber,
    email: lead.email,
  }
  const fields = Object.entries(revealed)
    .filter(([, v]) => v !== null)
    .map(([k]) => k)
  await insertLeadEvents(tx, event(leadId, auth.userId, 'piiView', { fields }, new Date()))
  return revealed
}
