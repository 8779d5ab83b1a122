import { z } from 'zod'
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TTicketFilters,
} from '../../../../contract/tickets.ts'
import { zWireDate } from '../../../../contract/validators.ts'
import { dateSearchRange, DATE_PRESETS } from '../../../lib/format/date-presets.ts'
import {
  compactDatedParams,
  optionalParam,
  zIdParam,
  zPageParam,
  zTextParam,
} from '../../../lib/search-params.ts'

/** The query list's URL search parameters: a filtered view is a link. */
export const ZTicketSearch = z.object({
  q: zTextParam,
  status: optionalParam(z.enum(TICKET_STATUSES)),
  priority: optionalParam(z.enum(TICKET_PRIORITIES)),
  project: zIdParam,
  assignee: zIdParam,
  date: optionalParam(z.enum(DATE_PRESETS)),
  from: optionalParam(zWireDate),
  to: optionalParam(zWireDate),
  page: zPageParam,
})
export type TTicketSearch = z.infer<typeof ZTicketSearch>

/** The view as its URL keeps it (compactDatedParams). */
export function compactTicketSearch(search: TTicketSearch): TTicketSearch {
  return compactDatedParams(search)
}

export function parseTicketSearch(raw: Record<string, unknown>): TTicketSearch {
  return compactTicketSearch(ZTicketSearch.parse(raw))
}

/** The server's filters for this view. */
export function toTicketFilters(search: TTicketSearch, now: Date = new Date()): TTicketFilters {
  const range = dateSearchRange(search, now)
  return Object.fromEntries(
    Object.entries({
      searchBy: search.q,
      status: search.status,
      priority: search.priority,
      projectId: search.project,
      assigneeId: search.assignee,
      startDate: range?.from,
      endDate: range?.to,
    }).filter(([, v]) => v !== undefined),
  ) as TTicketFilters
}
