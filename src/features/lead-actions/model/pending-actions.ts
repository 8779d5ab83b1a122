import { DISPOSITION_PATHS, type TDispositionCreate } from '../../../../contract/dispositions.ts'
import { LEAD_STAGE_PATHS, type TLeadStageChange } from '../../../../contract/lead-stage.ts'
import type { TQuestionnaireSubmit } from '../../../../contract/questionnaire.ts'
import {
  SITE_VISIT_PATHS,
  type TSiteVisitCreate,
  type TSiteVisitOtpRequest,
  type TSiteVisitOtpVerify,
  type TSiteVisitTransition,
} from '../../../../contract/site-visits.ts'
import { TASK_PATHS, type TFollowUpCreate } from '../../../../contract/tasks.ts'
import type { OutboxRow, OutboxState } from '../../../lib/db.ts'

/**
 * The lead's queued actions, read back from its outbox rows (the rows hold exactly what will be
 * sent), so each panel can show what waits on top of what the server said.
 */
export type TPendingAction = { rowId: string; state: OutboxState } & (
  | { kind: 'disposition'; body: TDispositionCreate }
  | { kind: 'followUp'; body: TFollowUpCreate }
  | { kind: 'completeTask'; taskId: string }
  | { kind: 'scheduleVisit'; body: TSiteVisitCreate }
  | { kind: 'visitTransition'; siteVisitId: string; body: TSiteVisitTransition }
  | { kind: 'codeRequest'; body: TSiteVisitOtpRequest }
  | { kind: 'codeVerify'; body: TSiteVisitOtpVerify }
  | { kind: 'questionnaire'; body: TQuestionnaireSubmit }
  | { kind: 'stage'; body: TLeadStageChange }
)

export type TPendingKind = TPendingAction['kind']

const tail = (path: string, prefix: string, suffix: string): string | undefined =>
  path.startsWith(prefix) && path.endsWith(suffix)
    ? path.slice(prefix.length, path.length - suffix.length) || undefined
    : undefined

/** One row as an action of this lead, or undefined (an edit of the lead, another feature's). */
export function pendingActionOf(
  row: OutboxRow,
  slug: string,
  leadId: string,
): TPendingAction | undefined {
  if (row.method !== 'POST') return undefined
  const base = { rowId: row.id, state: row.state }
  const path = row.path
  const body = row.body as never
  if (path === DISPOSITION_PATHS.dispositions(slug, leadId)) {
    return { ...base, kind: 'disposition', body }
  }
  if (path === TASK_PATHS.leadTasks(slug, leadId)) return { ...base, kind: 'followUp', body }
  if (path === SITE_VISIT_PATHS.leadSiteVisits(slug, leadId)) {
    return { ...base, kind: 'scheduleVisit', body }
  }
  if (path === SITE_VISIT_PATHS.leadGetOtp(slug, leadId)) {
    return { ...base, kind: 'codeRequest', body }
  }
  if (path === SITE_VISIT_PATHS.leadVerifyOtp(slug, leadId)) {
    return { ...base, kind: 'codeVerify', body }
  }
  if (path === LEAD_STAGE_PATHS.stage(slug, leadId)) return { ...base, kind: 'stage', body }
  if (path.endsWith('/status-questions')) return { ...base, kind: 'questionnaire', body }
  const taskId = tail(path, `${TASK_PATHS.tasks(slug)}/`, '/complete')
  if (taskId !== undefined) return { ...base, kind: 'completeTask', taskId }
  const visitId = tail(path, SITE_VISIT_PATHS.siteVisit(slug, ''), '/transitions')
  if (visitId !== undefined) return { ...base, kind: 'visitTransition', siteVisitId: visitId, body }
  return undefined
}

/** The lead's actions, in the order they will be sent. */
export function pendingActions(
  rows: readonly OutboxRow[],
  slug: string,
  leadId: string,
): TPendingAction[] {
  return [...rows]
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    .map((row) => pendingActionOf(row, slug, leadId))
    .filter((action): action is TPendingAction => action !== undefined)
}

export function ofKind<K extends TPendingKind>(
  actions: readonly TPendingAction[],
  kind: K,
): Extract<TPendingAction, { kind: K }>[] {
  return actions.filter((a): a is Extract<TPendingAction, { kind: K }> => a.kind === kind)
}
