import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { UNASSIGNED_LABEL, type TReportType } from '../../../../contract/dashboards.ts'
import type { TReportAxis } from '../../../../contract/report-table.ts'
import { isExecutiveReport } from '../../../../contract/report-table.ts'
import {
  enumLabel,
  leadStatusLabel,
  referenceLabel,
  VISIT_STATUS_LABELS,
} from '../../../lib/enum-labels.ts'
import { DATE_LOCALES } from '../../../lib/format/locale.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'

/** The six reports' names (spec 001 section 7), in the order the dashboard shows them. */
export const REPORT_TITLES: Record<TReportType, MessageDescriptor> = {
  'source-wise-lead-stage': msg`Source-wise lead stage`,
  'executive-wise-lead-stage': msg`Executive-wise lead stage`,
  'source-wise-site-visit': msg`Source-wise site visits`,
  'executive-wise-site-visit': msg`Executive-wise site visits`,
  'source-wise-booking-trend': msg`Source-wise booking trend`,
  'source-wise-current-lead-stage': msg`Source-wise current lead stage`,
}

/** What a report's rows are: lead sources or executives. */
export function rowHeading(type: TReportType): MessageDescriptor {
  return isExecutiveReport(type) ? msg`Executive` : msg`Source`
}

const unassigned = msg`Unassigned`

/** A row's name: a source in the user's language, an executive as named, "Unassigned" translated. */
export function rowLabel(label: string, i18n: I18n): string {
  return label === UNASSIGNED_LABEL ? i18n._(unassigned) : referenceLabel(label, i18n)
}

/** A column's name: a stage, a visit status, or a month (yyyy-MM) as "Mar 2026". */
export function columnLabel(axis: TReportAxis, column: string, i18n: I18n): string {
  if (axis === 'stage') return leadStatusLabel(column, (d) => i18n._(d))
  if (axis === 'visitStatus') return enumLabel(VISIT_STATUS_LABELS, column, i18n)
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const month = new Date(`${column}-01T00:00:00Z`)
  if (Number.isNaN(month.getTime())) return column
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(month)
}
