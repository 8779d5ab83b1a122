import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TInstantRange } from '../../../../contract/dashboard-filters.ts'
import {
  pivotTable,
  type TReportAxis,
  type TReportTable,
} from '../../../../contract/report-table.ts'
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

const COLUMN_AXIS: Partial<Record<TLeadReportAxis, TReportAxis>> = {
  stage: 'stage',
  month: 'month',
}

/**
 * The lead report as the dashboards' table (contract/report-table.ts), summed by the one function
 * the screens and Excel files share: stages in the product's order, every month of the range,
 * other values sorted.
 */
export const leadReportTable = (report: TLeadReport, range: TInstantRange): TReportTable =>
  pivotTable(report.rows, COLUMN_AXIS[report.yAxis] ?? 'values', range)

/**
 * One value of an axis as a heading (a stage or month translated, a source, "Unassigned"):
 * the dashboards' labels, handed in by the route that composes both features.
 */
export type TAxisValueLabel = (axis: TLeadReportAxis, value: string, i18n: I18n) => string
