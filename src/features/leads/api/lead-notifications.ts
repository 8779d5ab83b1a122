import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  LEAD_PATHS,
  ZLeadNotificationList,
  ZLeadNotificationPatch,
} from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { LEAD_LIST_PAGE_SIZE } from '../model/lead-filters.ts'
import { leadKeys } from './lead-keys.ts'

export function listLeadNotifications(slug: string, projectId?: string, signal?: AbortSignal) {
  return http.get(LEAD_PATHS.notifications(slug), {
    pageIndex: 0,
    query: { projectId, limit: LEAD_LIST_PAGE_SIZE },
    schema: ZLeadNotificationList,
    signal,
    silent: true,
  })
}

export function leadNotificationsQueryOptions(slug: string, projectId?: string) {
  return queryOptions({
    queryKey: leadKeys.notifications(slug, projectId),
    queryFn: ({ signal }) => listLeadNotifications(slug, projectId, signal),
  })
}

export function useLeadNotifications(slug: string, projectId?: string) {
  return useQuery(leadNotificationsQueryOptions(slug, projectId))
}

export type TLeadNotificationPatch = z.input<typeof ZLeadNotificationPatch>

export function markLeadNotifications(slug: string, body: TLeadNotificationPatch) {
  return http.patch(LEAD_PATHS.notifications(slug), ZLeadNotificationPatch.parse(body))
}

export function useMarkLeadNotifications(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TLeadNotificationPatch) => markLeadNotifications(slug, body),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['lead-notifications', slug] as const }),
  })
}
