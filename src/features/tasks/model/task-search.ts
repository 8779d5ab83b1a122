import { z } from 'zod'
import { TASK_TYPES } from '../../../../contract/domain.ts'
import { TASK_STATUSES, type TTaskQuery } from '../../../../contract/tasks.ts'
import { zWireDate } from '../../../../contract/validators.ts'
import { toCallListQuery, ZCallListSearch } from '../../../lib/call-list-search.ts'
import { compactParams, optionalParam, zIdParam, zPageParam } from '../../../lib/search-params.ts'

/** The assignee filter's value for tasks nobody holds (the server's word for it). */
export const UNASSIGNED = 'unassigned'

/** The all-tasks table's URL search parameters; `user` is who made the task. */
export const ZTaskSearch = ZCallListSearch.extend({
  status: optionalParam(z.enum(TASK_STATUSES)),
  type: optionalParam(z.enum(TASK_TYPES)),
  /** A calendar day in India. */
  due: optionalParam(zWireDate),
  /** A user id or "unassigned". */
  assignee: zIdParam,
  page: zPageParam,
})
export type TTaskSearch = z.infer<typeof ZTaskSearch>

/** What the route's validateSearch keeps of whatever the URL holds. */
export function parseTaskSearch(raw: Record<string, unknown>): TTaskSearch {
  return compactParams(ZTaskSearch.parse(raw))
}

/** The server's query for this view, without page and limit. */
export type TTaskWireQuery = Omit<TTaskQuery, 'page' | 'limit'>

export function toTaskWireQuery(search: TTaskSearch): TTaskWireQuery {
  const query: TTaskWireQuery = toCallListQuery(search)
  if (search.status) query.taskStatus = search.status
  if (search.type) query.taskType = search.type
  if (search.due) query.dueDate = search.due
  if (search.assignee) query.assigneeId = search.assignee
  return query
}
