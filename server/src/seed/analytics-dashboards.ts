import type { TSavedReport } from '../../../contract/dashboards.ts'
import type { analyticsDashboards } from '../db/schema.ts'

/**
 * Each organisation's sales manager starts with two saved dashboards, so the analytics
 * dashboards screen shows what it is for: this week's funnel, and the quarter's visits and
 * bookings, over every project.
 */
const DASHBOARDS: { name: string; reports: TSavedReport[] }[] = [
  {
    name: 'This week',
    reports: [
      {
        type: 'source-wise-lead-stage',
        dateField: 'createdAt',
        period: { preset: 'weekToDate' },
        projectId: null,
      },
      {
        type: 'executive-wise-lead-stage',
        dateField: 'updatedAt',
        period: { preset: 'weekToDate' },
        projectId: null,
      },
    ],
  },
  {
    name: 'Visits and bookings, last 3 months',
    reports: [
      {
        type: 'source-wise-site-visit',
        dateField: 'createdAt',
        period: { preset: 'last3Months' },
        projectId: null,
      },
      {
        type: 'executive-wise-site-visit',
        dateField: 'createdAt',
        period: { preset: 'last3Months' },
        projectId: null,
      },
      {
        type: 'source-wise-booking-trend',
        dateField: 'createdAt',
        period: { preset: 'last3Months' },
        projectId: null,
      },
    ],
  },
]

export function buildAnalyticsDashboards(
  managers: ReadonlyMap<string, string>,
  today: Date,
): (typeof analyticsDashboards.$inferInsert)[] {
  return [...managers].flatMap(([orgId, ownerId]) =>
    DASHBOARDS.map((d, i) => ({
      id: `dashboard-${orgId}-${i + 1}`,
      orgId,
      ownerId,
      name: d.name,
      reports: d.reports,
      createdAt: today,
      updatedAt: today,
    })),
  )
}
