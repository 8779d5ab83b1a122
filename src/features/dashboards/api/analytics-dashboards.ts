import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  DASHBOARD_PATHS,
  ZAnalyticsDashboard,
  ZAnalyticsDashboardList,
  type TAnalyticsDashboard,
  type TAnalyticsDashboardInput,
  type TAnalyticsDashboardPatch,
} from '../../../../contract/dashboards.ts'
import { http } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'
import { dashboardKeys } from './dashboard-keys.ts'

/** The user's saved dashboards, most recently changed first. */
export function analyticsDashboardsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: dashboardKeys.analyticsAll(slug),
    queryFn: ({ signal }) =>
      http.get(DASHBOARD_PATHS.analyticsDashboards(slug), {
        schema: ZAnalyticsDashboardList,
        signal,
        silent: true,
      }),
  })
}

export function useAnalyticsDashboards(slug: string) {
  return useQuery(analyticsDashboardsQueryOptions(slug))
}

export function useAnalyticsDashboard(slug: string, id: string) {
  return useQuery({
    queryKey: dashboardKeys.analytics(slug, id),
    queryFn: ({ signal }) =>
      http.get(DASHBOARD_PATHS.analyticsDashboard(slug, id), {
        schema: ZAnalyticsDashboard,
        signal,
        silent: true,
      }),
  })
}

/** After a change, the list and the dashboard read again. */
function useRefreshAnalytics(slug: string) {
  const queryClient = useQueryClient()
  return (saved?: TAnalyticsDashboard) => {
    if (saved) queryClient.setQueryData(dashboardKeys.analytics(slug, saved._id), saved)
    return queryClient.invalidateQueries({ queryKey: dashboardKeys.analyticsAll(slug) })
  }
}

/**
 * Saves a new dashboard under a client-made id sent as the idempotency key too, so a retried
 * save answers the one dashboard. Its failure (a taken name: 409 on `name`) goes to the form.
 */
export function useCreateAnalyticsDashboard(slug: string) {
  const refresh = useRefreshAnalytics(slug)
  return useMutation({
    mutationFn: (input: TAnalyticsDashboardInput) => {
      const _id = input._id ?? randomId()
      return http.post(
        DASHBOARD_PATHS.analyticsDashboards(slug),
        { ...input, _id },
        { schema: ZAnalyticsDashboard, idempotencyKey: _id, silent: true },
      )
    },
    onSuccess: (saved) => refresh(saved),
  })
}

export function useUpdateAnalyticsDashboard(slug: string) {
  const refresh = useRefreshAnalytics(slug)
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TAnalyticsDashboardPatch }) =>
      http.patch(DASHBOARD_PATHS.analyticsDashboard(slug, id), patch, {
        schema: ZAnalyticsDashboard,
        idempotencyKey: randomId(),
        silent: true,
      }),
    onSuccess: (saved) => refresh(saved),
  })
}

export function useDeleteAnalyticsDashboard(slug: string) {
  const refresh = useRefreshAnalytics(slug)
  return useMutation({
    mutationFn: (id: string) =>
      http.delete(DASHBOARD_PATHS.analyticsDashboard(slug, id), { idempotencyKey: randomId() }),
    onSuccess: () => refresh(),
  })
}
