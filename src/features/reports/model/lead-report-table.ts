import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TInstantRange } from '../../../../contract/dashboard-filters.ts'
import { reportTable, type TReportTable } from '../../../../contract/report-table.ts'
import type { TLeadReport, TLeadReportAxis } from '../../../../contract/reports.ts'

/** The axes' names in the user's language (the contract's labels are English). */
export const AXIS_LABELS: Record<TLeadReportAxis, MessageDescriptor> = {
  source: msg`Source`,
  subSource: msg`Sub-source`,
  stage: msg`Stage`,
  assignee: msg`Assignee`,
  project: msg`Project`,
  month: msg`Month`,
}

/**
 * The lead report as the dashboards' table (contract/report-table.ts), so its rows, columns and
 * grand totals are summed by the one function the screen and Excel files share. That function
 * chooses columns by report type: a stage report gives stages in the product's order, a booking
 * trend every month of the range (or, with no range, the cells' own values sorted, which is what
 * any other axis wants).
 */
export function leadReportTable(report: TLeadReport, range: TInstantRange): TReportTable {
  const rows = {
    type: report.yAxis === 'stage' ? 'source-wise-lead-stage' : 'source-wise-booking-trend',
    rows: report.rows,
  } as const
  return reportTable(rows, report.yAxis === 'month' ? range : undefined)
}

/**
 * One value of an axis as a heading (a stage or month translated, a source, "Unassigned"):
 * the dashboards' labels, handed in by the route that composes both features.
 */
export type TAxisValueLabel = (axis: TLeadReportAxis, value: string, i18n: I18n) => string
