import { msg } from '@lingui/core/macro'
import { DISPOSITION_PATHS } from '../../../../contract/dispositions.ts'
import { LEAD_STAGE_PATHS, type TLeadStageChange } from '../../../../contract/lead-stage.ts'
import { QUESTIONNAIRE_PATHS, type TAnswer } from '../../../../contract/questionnaire.ts'
import {
  SITE_VISIT_PATHS,
  type TLocation,
  type TSiteVisitTransition,
  type TVisitType,
} from '../../../../contract/site-visits.ts'
import { TASK_PATHS } from '../../../../contract/tasks.ts'
import type { TLeadStatus } from '../../../../contract/domain.ts'
import { getDb, type SiteOfficeDb } from '../../../lib/db.ts'
import { randomId } from '../../../lib/random-id.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import type { OutboxPrincipal } from '../../../offline/outbox/principal.ts'
import type { TDispositionBody } from '../model/disposition-form.ts'
import type { TFollowUpBody } from '../model/follow-up-form.ts'
import type { TScheduleBody } from '../model/visit-forms.ts'
import { rememberCodeRequest } from './visit-codes.ts'

/**
 * The lead's field actions, always through the outbox (online too: it sends at once), in the
 * lead's own queue, so they reach the server once and in the order they were made, after the
 * lead's create and edits. Each carries a client-made id where the contract takes one, so a
 * later queued action can name what an earlier one made.
 */

/** What an action changes on the lead itself (a stage change): for the device's copy of it. */
export interface TLeadChange {
  leadStatus: TLeadStatus
  subStatus: string | null
}

export interface ActionContext {
  slug: string
  leadId: string
  /** For the sync center's label. */
  leadName: string
  /**
   * Moves the device's copy of the lead with an action that changes the lead (a stage change),
   * inside the transaction of its outbox row. The lead feature makes it; the route passes it.
   */
  followLead?: (change: TLeadChange, db: SiteOfficeDb) => Promise<void>
  db?: SiteOfficeDb
  principal?: OutboxPrincipal
  now?: () => number
  newId?: () => string
}

export function leadHref(leadId: string): string {
  return `/developer/manage-leads/${leadId}`
}

/** When the user made it: the time rules are judged against this, not the replay. */
export function madeAtNow(context: Pick<ActionContext, 'now'>): string {
  return new Date((context.now ?? Date.now)()).toISOString()
}

function save(
  context: ActionContext,
  input: {
    path: string
    body: unknown
    label: Parameters<typeof enqueue>[0]['label']
    apply?: Parameters<typeof enqueue>[0]['apply']
  },
): Promise<string> {
  return enqueue(
    {
      entity: leadEntity(context.leadId),
      method: 'POST',
      href: leadHref(context.leadId),
      ...input,
    },
    { db: context.db, principal: context.principal, now: context.now },
  )
}

const newIdOf = (context: ActionContext) => (context.newId ?? randomId)()

/** A call and what came of it; a next step gets its own id for the task or visit it makes. */
export function logDisposition(
  context: ActionContext,
  body: TDispositionBody,
  recordingId?: string,
): Promise<string> {
  const name = context.leadName
  const step = body.nextStep
  const nextStep =
    step && step.kind === 'siteVisit'
      ? { ...step, siteVisitId: newIdOf(context) }
      : step && step.kind !== 'none'
        ? { ...step, taskId: newIdOf(context) }
        : step
  return save(context, {
    path: DISPOSITION_PATHS.dispositions(context.slug, context.leadId),
    body: { ...body, nextStep, _id: newIdOf(context), ...(recordingId ? { recordingId } : {}) },
    label: msg`Call log for ${name}`,
  })
}

export function scheduleFollowUp(context: ActionContext, body: TFollowUpBody): Promise<string> {
  const name = context.leadName
  return save(context, {
    path: TASK_PATHS.leadTasks(context.slug, context.leadId),
    body: { ...body, _id: newIdOf(context) },
    label: msg`Follow-up for ${name}`,
  })
}

export function completeTask(context: ActionContext, taskId: string): Promise<string> {
  const name = context.leadName
  return save(context, {
    path: TASK_PATHS.complete(context.slug, taskId),
    body: { madeAt: madeAtNow(context) },
    label: msg`Task done for ${name}`,
  })
}

export function scheduleVisit(context: ActionContext, body: TScheduleBody): Promise<string> {
  const name = context.leadName
  return save(context, {
    path: SITE_VISIT_PATHS.leadSiteVisits(context.slug, context.leadId),
    body: { ...body, _id: newIdOf(context) },
    label: msg`Site visit for ${name}`,
  })
}

export function transitionVisit(
  context: ActionContext,
  siteVisitId: string,
  transition: TSiteVisitTransition,
): Promise<string> {
  const name = context.leadName
  const body =
    transition.action === 'revisit' ? { ...transition, _id: newIdOf(context) } : transition
  const labels = {
    start: msg`Site visit started for ${name}`,
    cancel: msg`Site visit cancelled for ${name}`,
    'no-show': msg`No-show for ${name}`,
    reschedule: msg`Site visit rescheduled for ${name}`,
    revisit: msg`Revisit for ${name}`,
  }
  return save(context, {
    path: SITE_VISIT_PATHS.transition(context.slug, siteVisitId),
    body,
    label: labels[transition.action],
  })
}

/**
 * Asks the server to text the customer a code. The refId is made here and remembered, so the
 * verification can name this code whether or not the request has been sent yet.
 */
export async function requestVisitCode(
  context: ActionContext,
  visit: { siteVisitId: string; visitType: TVisitType; userId: string },
): Promise<string> {
  const name = context.leadName
  const refId = newIdOf(context)
  const rowId = await save(context, {
    path: SITE_VISIT_PATHS.leadGetOtp(context.slug, context.leadId),
    body: {
      refId,
      siteVisitId: visit.siteVisitId,
      visitType: visit.visitType,
      madeAt: madeAtNow(context),
    },
    label: msg`Site visit code for ${name}`,
  })
  rememberCodeRequest(visit.userId, {
    refId,
    siteVisitId: visit.siteVisitId,
    visitType: visit.visitType,
    leadId: context.leadId,
    leadName: context.leadName,
    slug: context.slug,
    requestedAt: (context.now ?? Date.now)(),
  })
  return rowId
}

/** The code the customer read out; the server judges it against its own window on arrival. */
export function verifyVisitCode(
  context: ActionContext,
  input: { refId: string; otp: string; location?: TLocation },
): Promise<string> {
  const name = context.leadName
  return save(context, {
    path: SITE_VISIT_PATHS.leadVerifyOtp(context.slug, context.leadId),
    body: {
      refId: input.refId,
      otp: input.otp,
      enteredAt: madeAtNow(context),
      ...(input.location ? { location: input.location } : {}),
    },
    label: msg`Site visit completed for ${name}`,
  })
}

export function submitQuestionnaire(
  context: ActionContext,
  input: { projectId: string; leadStatus: TLeadStatus; answers: TAnswer[]; madeAt: string },
): Promise<string> {
  const name = context.leadName
  return save(context, {
    path: QUESTIONNAIRE_PATHS.statusQuestions(context.slug, input.projectId),
    body: {
      _id: newIdOf(context),
      madeAt: input.madeAt,
      leadId: context.leadId,
      leadStatus: input.leadStatus,
      answers: input.answers,
    },
    label: msg`Questionnaire for ${name}`,
  })
}

/**
 * A stage change changes the lead: the device's copy of it moves with it in the same transaction
 * (`followLead`), so the lead's page shows the stage it waits to reach, and what is queued after
 * starts from there. An edit queued after it names the version the device last received; the
 * server lets the user's own versions since through (decision 0016).
 */
export function changeStage(context: ActionContext, body: TLeadStageChange): Promise<string> {
  const name = context.leadName
  const db = context.db ?? getDb()
  const status = body.leadStatus
  const change: TLeadChange = { leadStatus: body.leadStatus, subStatus: body.dropReason ?? null }
  return save(context, {
    path: LEAD_STAGE_PATHS.stage(context.slug, context.leadId),
    body,
    label: msg`Stage of ${name} to ${status}`,
    apply: () => context.followLead?.(change, db),
  })
}
