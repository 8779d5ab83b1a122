import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  TASK_PAGE_SIZE,
  TASK_PATHS,
  ZTaskList,
  type TTaskList,
} from '../../../../contract/tasks.ts'
import { http } from '../../../lib/http.ts'
import type { TTaskWireQuery } from '../model/task-search.ts'

/** Overdue is the server's judgement: asking again now and then lets a due task turn overdue. */
const REFRESH_MS = 60_000

export const taskKeys = {
  all: (slug: string) => ['tasks', slug] as const,
  list: (slug: string, query: TTaskWireQuery, pageIndex: number) =>
    ['tasks', slug, 'list', query, pageIndex] as const,
}

/** One page of the all-tasks table (20 a page), for the tasks the caller may see. */
export function listTasks(
  slug: string,
  query: TTaskWireQuery,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<TTaskList> {
  // Silent: the table shows the failure in place with a retry.
  return http.get(TASK_PATHS.tasks(slug), {
    pageIndex,
    query: { ...query, limit: TASK_PAGE_SIZE },
    schema: ZTaskList,
    signal,
    silent: true,
  })
}

export function tasksQueryOptions(slug: string, query: TTaskWireQuery, pageIndex: number) {
  return queryOptions({
    queryKey: taskKeys.list(slug, query, pageIndex),
    queryFn: ({ signal }) => listTasks(slug, query, pageIndex, signal),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  })
}

export function useTasks(slug: string, query: TTaskWireQuery, pageIndex: number) {
  return useQuery(tasksQueryOptions(slug, query, pageIndex))
}
