import type { TSiteVisitStatus } from '../../../../contract/domain.ts'
import {
  OTP_VISIT_STATUSES,
  SITE_VISIT_ACTIONS,
  canTransition,
  type TSiteVisit,
  type TSiteVisitAction,
  type TVisitType,
} from '../../../../contract/site-visits.ts'
import type { OutboxState } from '../../../lib/db.ts'
import { ofKind, type TPendingAction } from './pending-actions.ts'

/** A visit as the lead's page shows it: the server's, with what waits in the outbox applied. */
export interface TVisitView {
  _id: string
  visitType: TVisitType
  status: TSiteVisitStatus
  scheduledAt: string
  cancellationReason: string | null
  notes: string
  /** The outbox state of the latest change waiting for this visit, if any. */
  waiting: OutboxState | null
}

const AFTER: Record<Exclude<TSiteVisitAction, 'revisit'>, TSiteVisitStatus> = {
  start: 'In Progress',
  cancel: 'Cancelled',
  'no-show': 'No Show',
  reschedule: 'Rescheduled',
}

function fromServer(visit: TSiteVisit): TVisitView {
  return {
    _id: visit._id,
    visitType: visit.visitType,
    status: visit.status,
    scheduledAt: visit.scheduledAt,
    cancellationReason: visit.cancellationReason,
    notes: visit.notes,
    waiting: null,
  }
}

/**
 * The server's visits plus the queued ones, each moved through its queued transitions in order.
 * `visitOfCode` names the visit a queued code verification is for (from the code requests).
 */
export function visitViews(
  server: readonly TSiteVisit[],
  pending: readonly TPendingAction[],
  visitOfCode: (refId: string) => string | undefined,
): TVisitView[] {
  const known = new Set(server.map((v) => v._id))
  const views = new Map<string, TVisitView>()
  for (const action of ofKind(pending, 'scheduleVisit')) {
    const id = action.body._id
    if (!id || known.has(id)) continue
    views.set(id, {
      _id: id,
      visitType: 'Site Visit',
      status: 'Scheduled',
      scheduledAt: action.body.scheduledAt,
      cancellationReason: null,
      notes: action.body.notes ?? '',
      waiting: action.state,
    })
  }
  for (const visit of server) views.set(visit._id, fromServer(visit))
  for (const action of pending) {
    if (action.kind === 'visitTransition') {
      const { body, siteVisitId } = action
      const visit = views.get(siteVisitId)
      if (body.action === 'revisit') {
        if (body._id && !known.has(body._id)) {
          views.set(body._id, {
            _id: body._id,
            visitType: 'Revisit',
            status: 'Revisit',
            scheduledAt: body.scheduledAt,
            cancellationReason: null,
            notes: '',
            waiting: action.state,
          })
        }
        continue
      }
      if (!visit) continue
      views.set(siteVisitId, {
        ...visit,
        status: AFTER[body.action],
        scheduledAt: body.action === 'reschedule' ? body.scheduledAt : visit.scheduledAt,
        cancellationReason: body.action === 'cancel' ? body.reason : visit.cancellationReason,
        waiting: action.state,
      })
    }
    if (action.kind === 'codeVerify') {
      const id = visitOfCode(action.body.refId)
      const visit = id ? views.get(id) : undefined
      if (id && visit) views.set(id, { ...visit, status: 'Visit Done', waiting: action.state })
    }
  }
  return [...views.values()].sort((a, b) => Date.parse(b.scheduledAt) - Date.parse(a.scheduledAt))
}

/** What may be done to a visit now (the contract's transition table). */
export function visitActions(status: TSiteVisitStatus): TSiteVisitAction[] {
  return SITE_VISIT_ACTIONS.filter((action) => canTransition(action, status))
}

/** A code is asked for and checked only during the visit. */
export function takesCode(status: TSiteVisitStatus): boolean {
  return (OTP_VISIT_STATUSES as readonly TSiteVisitStatus[]).includes(status)
}
