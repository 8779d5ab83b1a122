import type { TDashboardQuery, TReportType } from '../../../../contract/dashboards.ts'

/** Query keys of the dashboards' reads, one tree so a save can invalidate the lists. */
export const dashboardKeys = {
  report: (slug: string, type: TReportType, query: TDashboardQuery) =>
    ['dashboards', slug, 'report', type, query] as const,
  analyticsAll: (slug: string) => ['dashboards', slug, 'analytics'] as const,
  analytics: (slug: string, id: string) => ['dashboards', slug, 'analytics', id] as const,
}
