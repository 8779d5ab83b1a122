import { z } from 'zod'
import { AGENT_CALL_SORTS } from '../../../../contract/dashboards.ts'
import { compactParams, optionalParam, zIdParam, zPageParam } from '../../../lib/search-params.ts'

export interface TAgentCallSort {
  sortBy: (typeof AGENT_CALL_SORTS)[number]
  sortOrder: 'asc' | 'desc'
}

/** Newest first, as the server answers unless told. */
export const DEFAULT_CALL_SORT: TAgentCallSort = { sortBy: 'at', sortOrder: 'desc' }

/** Agent performance's own URL parameters beside the dashboard filters. */
const ZAgentView = z.object({
  agent: zIdParam,
  agentsPage: zPageParam,
  callsPage: zPageParam,
  sortBy: optionalParam(z.enum(AGENT_CALL_SORTS)),
  sortOrder: optionalParam(z.enum(['asc', 'desc'])),
})
export type TAgentView = z.infer<typeof ZAgentView>

export function parseAgentView(raw: Record<string, unknown>): TAgentView {
  return compactAgentView(ZAgentView.parse(raw))
}

/** Without first pages or the default order, so equal views have equal URLs. */
export function compactAgentView(view: TAgentView): TAgentView {
  const out = compactParams({ ...view, page: undefined })
  if (out.agentsPage === 0) delete out.agentsPage
  if (out.callsPage === 0) delete out.callsPage
  if (out.sortBy === DEFAULT_CALL_SORT.sortBy) delete out.sortBy
  if (out.sortOrder === DEFAULT_CALL_SORT.sortOrder) delete out.sortOrder
  return out
}

export function callSortOf(view: TAgentView): TAgentCallSort {
  return {
    sortBy: view.sortBy ?? DEFAULT_CALL_SORT.sortBy,
    sortOrder: view.sortOrder ?? DEFAULT_CALL_SORT.sortOrder,
  }
}

/**
 * A click on a column's header: that column, in its natural first order (names A to Z, times
 * and durations largest first), or the other way round when it already sorts by it.
 */
export function nextSort(
  current: TAgentCallSort,
  column: TAgentCallSort['sortBy'],
): TAgentCallSort {
  if (current.sortBy === column) {
    return { sortBy: column, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' }
  }
  return { sortBy: column, sortOrder: column === 'leadName' ? 'asc' : 'desc' }
}
