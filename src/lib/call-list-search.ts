import { z } from 'zod'
import { CALL_STATUSES, CALL_TYPES, type TCallLogFilters } from '../../contract/dispositions.ts'
import { optionalParam, zIdParam, zTextParam } from './search-params.ts'

/**
 * The URL search parameters every list of calls, or of the tasks calls made, filters by: the
 * server takes the same filters for both (spec 001 sections 7 and 8).
 */
export const ZCallListSearch = z.object({
  project: zIdParam,
  /** Who made the call, or the task. */
  user: zIdParam,
  callType: optionalParam(z.enum(CALL_TYPES)),
  callStatus: optionalParam(z.enum(CALL_STATUSES)),
  q: zTextParam,
})
export type TCallListSearch = z.infer<typeof ZCallListSearch>

export type TCallListQuery = Pick<
  TCallLogFilters,
  'projectId' | 'userId' | 'callType' | 'callStatus' | 'searchBy'
>

/** Those filters as the server names them; an empty one is left out. */
export function toCallListQuery(search: TCallListSearch): TCallListQuery {
  const query: TCallListQuery = {}
  if (search.project) query.projectId = search.project
  if (search.user) query.userId = search.user
  if (search.callType) query.callType = search.callType
  if (search.callStatus) query.callStatus = search.callStatus
  if (search.q) query.searchBy = search.q
  return query
}
