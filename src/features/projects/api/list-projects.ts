import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  PROJECT_PATHS,
  PROJECTS_LIMIT,
  ZProjectList,
  type TProjectList,
} from '../../../../contract/projects.ts'
import { http } from '../../../lib/http.ts'

export function listProjects(slug: string, signal?: AbortSignal): Promise<TProjectList> {
  // Silent: the landing shows the failure in place with a retry; a toast would say it twice.
  return http.get(PROJECT_PATHS.list(slug), {
    pageIndex: 0,
    query: { limit: PROJECTS_LIMIT },
    schema: ZProjectList,
    signal,
    silent: true,
  })
}

export function projectsQueryKey(slug: string) {
  return ['projects', slug] as const
}

export function projectsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: projectsQueryKey(slug),
    queryFn: ({ signal }) => listProjects(slug, signal),
  })
}

export function useProjects(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectsQueryOptions(slug), ...options })
}
