import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  PROJECT_PATHS,
  ZResetNotificationsResponse,
  type TProjectList,
} from '../../../../contract/projects.ts'
import { http } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'
import { projectsQueryKey } from './list-projects.ts'

interface ResetVariables {
  projectId: string
  /** Made once per click, so a retried request cannot count twice. */
  idempotencyKey: string
}

export function resetNotifications(slug: string, { projectId, idempotencyKey }: ResetVariables) {
  return http.patch(PROJECT_PATHS.resetNotifications(slug, projectId), undefined, {
    schema: ZResetNotificationsResponse,
    idempotencyKey,
  })
}

function withCount(list: TProjectList, projectId: string, count: number): TProjectList {
  return {
    ...list,
    items: list.items.map((p) => (p._id === projectId ? { ...p, notificationCount: count } : p)),
  }
}

/**
 * "Mark as read": the badge drops to 0 at once and comes back if the server refuses (the
 * failure itself is shown by the error toast).
 */
export function useResetNotifications(slug: string) {
  const queryClient = useQueryClient()
  const key = projectsQueryKey(slug)
  const mutation = useMutation({
    mutationFn: (variables: ResetVariables) => resetNotifications(slug, variables),
    onMutate: async ({ projectId }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<TProjectList>(key)
      const previousCount = previous?.items.find((p) => p._id === projectId)?.notificationCount
      queryClient.setQueryData<TProjectList>(key, (list) => list && withCount(list, projectId, 0))
      return { previousCount }
    },
    // Only this project's count goes back: another card marked meanwhile keeps its 0.
    onError: (_error, { projectId }, context) => {
      const count = context?.previousCount
      if (count === undefined) return
      queryClient.setQueryData<TProjectList>(
        key,
        (list) => list && withCount(list, projectId, count),
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
  return {
    ...mutation,
    markAsRead: (projectId: string) => mutation.mutate({ projectId, idempotencyKey: randomId() }),
  }
}
