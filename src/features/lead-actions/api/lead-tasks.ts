import { queryOptions, useQuery } from '@tanstack/react-query'
import { TASK_PAGE_MAX, TASK_PATHS, ZTaskList } from '../../../../contract/tasks.ts'
import { http } from '../../../lib/http.ts'
import { actionKeys } from './action-keys.ts'

export function getLeadTasks(slug: string, leadId: string, signal?: AbortSignal) {
  return http.get(TASK_PATHS.leadTasks(slug, leadId), {
    pageIndex: 0,
    query: { limit: TASK_PAGE_MAX },
    schema: ZTaskList,
    signal,
    silent: true,
  })
}

export function leadTasksQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: actionKeys.tasks(slug, leadId),
    queryFn: ({ signal }) => getLeadTasks(slug, leadId, signal),
  })
}

export function useLeadTasks(slug: string, leadId: string) {
  return useQuery(leadTasksQueryOptions(slug, leadId))
}
