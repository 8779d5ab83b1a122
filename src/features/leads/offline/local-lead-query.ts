import type { LeadListRecord } from '../../../lib/db.ts'
import { UNASSIGNED, type TLeadLocalFilters } from '../model/lead-filters.ts'
import { wordsOf } from './lead-record.ts'

/*
 * The device view's filters and predicate, apart from the device's tables: the lead list's
 * first paint matches the leads added on this device against its view without loading them.
 */

/** A view of the device's leads: one user's copy, one project or all of them, the filters. */
export interface LocalLeadQuery extends TLeadLocalFilters {
  ownerId: string
  /** null: every project. */
  projectId: string | null
}

export type Filterable = Pick<
  LeadListRecord,
  'projectId' | 'leadStatus' | 'labels' | 'profile' | 'background' | 'searchTerms'
> &
  Pick<LeadListRecord, 'updatedAtMs' | 'createdAtMs'>

/** A view's filters, whoever's copy they are applied to. */
export type LocalLeadView = Omit<LocalLeadQuery, 'ownerId'>

/** Whether a lead belongs in the view; the one predicate the device view and the list share. */
export function matchesLocalQuery(row: Filterable, query: LocalLeadView): boolean {
  return matcher(query)(row)
}

/** The view's predicate, with the search split once rather than per row. */
export function matcher(query: LocalLeadView): (row: Filterable) => boolean {
  const words = wordsOf(query.searchBy)
  const { projectId, leadStatus, sourceOfLead, label, assigneeId, dateField, fromMs, toMs } = query
  const dated = dateField !== undefined && fromMs !== undefined && toMs !== undefined
  const stages = query.leadStatuses && new Set(query.leadStatuses)
  return (row) => {
    if (projectId !== null && row.projectId !== projectId) return false
    if (leadStatus !== undefined && row.leadStatus !== leadStatus) return false
    if (stages && !stages.has(row.leadStatus)) return false
    if (sourceOfLead !== undefined && row.profile.sourceOfLead !== sourceOfLead) return false
    if (label !== undefined && !row.labels.includes(label)) return false
    if (assigneeId !== undefined) {
      const assignee = row.background.assignedTo?._id ?? null
      if (assigneeId === UNASSIGNED ? assignee !== null : assignee !== assigneeId) return false
    }
    if (dated) {
      const at = dateField === 'createdAt' ? row.createdAtMs : row.updatedAtMs
      if (at < (fromMs ?? 0) || at > (toMs ?? 0)) return false
    }
    return words.every((word) => row.searchTerms.some((term) => term.startsWith(word)))
  }
}
