import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  USER_ASSIGNMENT_PATHS,
  ZProjectUserRoles,
  type TAssignUserInput,
  type TProjectUserRoles,
} from '../../../../contract/user-assignment.ts'
import { http } from '../../../lib/http.ts'

export const userAssignmentKeys = {
  project: (slug: string, projectId: string) => ['user-roles', slug, projectId] as const,
}

/** Who works on the project, by department. Silent: the screen shows the failure in place. */
export function userRolesQueryOptions(slug: string, projectId: string) {
  return queryOptions({
    queryKey: userAssignmentKeys.project(slug, projectId),
    queryFn: ({ signal }) =>
      http.get(USER_ASSIGNMENT_PATHS.userRoles(slug, projectId), {
        schema: ZProjectUserRoles,
        signal,
        silent: true,
      }),
    enabled: projectId !== '',
  })
}

// Online only, not through the outbox: who may see a project is decided when it is asked for.
// Both changes answer the project's new list, which replaces the screen's copy at once.
const write = { schema: ZProjectUserRoles, silent: true } as const

export const assignUser = (slug: string, projectId: string, body: TAssignUserInput) =>
  http.post(USER_ASSIGNMENT_PATHS.userRoles(slug, projectId), body, write)

export const unassignUser = (slug: string, projectId: string, userId: string) =>
  http.delete(USER_ASSIGNMENT_PATHS.userRole(slug, projectId, userId), write)

/** A change of the project's users; its answer becomes the list, which is read again after. */
export function useUserRolesChange<A>(
  slug: string,
  projectId: string,
  change: (args: A) => Promise<TProjectUserRoles>,
) {
  const client = useQueryClient()
  const key = userAssignmentKeys.project(slug, projectId)
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => client.setQueryData(key, list),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}
