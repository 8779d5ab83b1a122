import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_DETAIL_LIMITS } from '../../../../contract/lead-details.ts'
import { TASK_PATHS, ZTaskList } from '../../../../contract/tasks.ts'
import { http } from '../../../lib/http.ts'
import { readLeadDetailPart } from '../../../offline/lead-details.ts'
import { actionKeys } from './action-keys.ts'

export function getLeadTasks(
  slug: string,
  leadId: string,
  signal?: AbortSignal,
  onStoredAt?: (storedAt: number | null) => void,
) {
  return http.get(TASK_PATHS.leadTasks(slug, leadId), {
    pageIndex: 0,
    query: { limit: LEAD_DETAIL_LIMITS.tasks },
    schema: ZTaskList,
    signal,
    silent: true,
    onStoredAt,
  })
}

/** The server's tasks of the lead, else the device's copy (decision 0017). */
export function leadTasksQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: actionKeys.tasks(slug, leadId),
    queryFn: ({ signal }) =>
      readLeadDetailPart(leadId, 'tasks', (onStoredAt) =>
        getLeadTasks(slug, leadId, signal, onStoredAt),
      ),
  })
}

export function useLeadTasks(slug: string, leadId: string) {
  return useQuery(leadTasksQueryOptions(slug, leadId))
}
