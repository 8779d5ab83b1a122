import {
  dashboardRange,
  rangeQuery,
  type TDashboardPreset,
} from '../../../../contract/dashboard-filters.ts'
import {
  REPORT_TYPES,
  ZAnalyticsDashboardInput,
  type TAnalyticsDashboard,
  type TAnalyticsDashboardInput,
  type TDashboardQuery,
  type TReportType,
  type TSavedReport,
} from '../../../../contract/dashboards.ts'
import type { TDateBasis } from '../../../../contract/validators.ts'
import type { TFormCheck, TFormProblems } from '../../../components/ui/form-field-resolver.ts'
import type { TDashboardSearch } from './dashboard-search.ts'

/** A saved report as its inputs hold it: every value text, '' for "all projects" or no day. */
export interface TReportFormValues {
  type: TReportType
  dateField: TDateBasis
  preset: TDashboardPreset
  fromDate: string
  toDate: string
  projectId: string
}

export interface TDashboardFormValues {
  name: string
  reports: TReportFormValues[]
}

/** The query a saved report asks at `now`: its period moves with the calendar. */
export function savedReportQuery(saved: TSavedReport, now: Date = new Date()): TDashboardQuery {
  return {
    dateField: saved.dateField,
    ...rangeQuery(dashboardRange(saved.period, now)),
    ...(saved.projectId ? { projectId: saved.projectId } : {}),
  }
}

/** A form row from the dashboard's filters (or a saved report). */
export function reportRow(type: TReportType, search: TDashboardSearch): TReportFormValues {
  return {
    type,
    dateField: search.dateField,
    preset: search.preset,
    fromDate: search.fromDate ?? '',
    toDate: search.toDate ?? '',
    projectId: search.projectId ?? '',
  }
}

/** A new dashboard's form: the filters' reports (all six unless told), no name yet. */
export function formValuesOf(
  search: TDashboardSearch,
  types: readonly TReportType[] = REPORT_TYPES,
): TDashboardFormValues {
  return { name: '', reports: types.map((type) => reportRow(type, search)) }
}

/** A saved dashboard's form, to edit its name and its reports. */
export function formValuesOfSaved(dashboard: TAnalyticsDashboard): TDashboardFormValues {
  return {
    name: dashboard.name,
    reports: dashboard.reports.map((saved) =>
      reportRow(saved.type, {
        dateField: saved.dateField,
        ...saved.period,
        ...(saved.projectId ? { projectId: saved.projectId } : {}),
      }),
    ),
  }
}

/** The form as the contract's body, checked by its schema; problems named by the form's fields. */
export const checkDashboardForm: TFormCheck<TDashboardFormValues, TAnalyticsDashboardInput> = (
  values,
) => {
  const input: TAnalyticsDashboardInput = {
    name: values.name,
    reports: values.reports.map((r) => ({
      type: r.type,
      dateField: r.dateField,
      period:
        r.preset === 'custom'
          ? {
              preset: r.preset,
              ...(r.fromDate ? { fromDate: r.fromDate } : {}),
              ...(r.toDate ? { toDate: r.toDate } : {}),
            }
          : { preset: r.preset },
      projectId: r.projectId || null,
    })),
  }
  const parsed = ZAnalyticsDashboardInput.safeParse(input)
  if (parsed.success) return { ok: true, body: parsed.data }
  const errors: TFormProblems = {}
  for (const issue of parsed.error.issues) {
    // reports.N.period.fromDate is the row's fromDate input.
    const field = issue.path.filter((part) => part !== 'period').join('.')
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
