import { z } from 'zod'
import {
  DASHBOARD_PRESETS,
  dashboardRange,
  rangeQuery,
  ZDashboardPeriod,
  type TDashboardPreset,
} from '../../../../contract/dashboard-filters.ts'
import type { TDashboardQuery } from '../../../../contract/dashboards.ts'
import { DATE_BASES, type TDateBasis, zWireDate } from '../../../../contract/validators.ts'
import { optionalParam, zIdParam } from '../../../lib/search-params.ts'

/** The filters every dashboard shares, as its URL holds them (a filtered dashboard is a link). */
export interface TDashboardSearch {
  /** Absent: every project the user may see. */
  projectId?: string
  dateField: TDateBasis
  preset: TDashboardPreset
  /** yyyy-MM-dd, custom only. */
  fromDate?: string
  toDate?: string
}

export const DEFAULT_DATE_FIELD: TDateBasis = 'createdAt'
/** A month of work: enough to read a trend, short enough to be about now (decision 0029). */
export const DEFAULT_DASHBOARD_PRESET: TDashboardPreset = 'last30Days'

export const DEFAULT_DASHBOARD_SEARCH: TDashboardSearch = {
  dateField: DEFAULT_DATE_FIELD,
  preset: DEFAULT_DASHBOARD_PRESET,
}

// Field by field: a damaged value falls back to its default and leaves the others as they are.
const ZDashboardSearch = z.object({
  projectId: zIdParam,
  dateField: z.enum(DATE_BASES).catch(DEFAULT_DATE_FIELD),
  preset: z.enum(DASHBOARD_PRESETS).catch(DEFAULT_DASHBOARD_PRESET),
  fromDate: optionalParam(zWireDate),
  toDate: optionalParam(zWireDate),
})

/** Lenient: a damaged or hand-edited URL falls back to defaults field by field. */
export function parseDashboardSearch(raw: Record<string, unknown>): TDashboardSearch {
  return normalise(ZDashboardSearch.parse(raw))
}

/** Without absent values, and custom days only under Custom. */
function normalise(s: z.infer<typeof ZDashboardSearch> | TDashboardSearch): TDashboardSearch {
  const out: TDashboardSearch = { dateField: s.dateField, preset: s.preset }
  if (s.projectId) out.projectId = s.projectId
  if (s.preset === 'custom') {
    if (s.fromDate) out.fromDate = s.fromDate
    if (s.toDate) out.toDate = s.toDate
  }
  return out
}

/** The URL form (defaults left out), for navigate({ search }). */
export function compactDashboardSearch(s: TDashboardSearch): Record<string, string> {
  const out: Record<string, string> = {}
  const n = normalise(s)
  if (n.projectId) out.projectId = n.projectId
  if (n.dateField !== DEFAULT_DATE_FIELD) out.dateField = n.dateField
  if (n.preset !== DEFAULT_DASHBOARD_PRESET) out.preset = n.preset
  if (n.fromDate) out.fromDate = n.fromDate
  if (n.toDate) out.toDate = n.toDate
  return out
}

/**
 * The filters with the project settled (decision 0029): the URL's, else the header's chosen
 * project (`chosen`; null: all projects).
 */
export function settleProject(search: TDashboardSearch, chosen: string | null): TDashboardSearch {
  const { projectId, ...rest } = search
  const settled = projectId ?? chosen
  return settled ? { ...rest, projectId: settled } : rest
}

/**
 * The wire query of every dashboard call: the India days as instants (contract's
 * `dashboardRange`), the basis and the project; null while a custom range is incomplete or
 * reversed, so nothing is asked for a range the server would refuse.
 */
export function dashboardQuery(
  s: TDashboardSearch,
  now: Date = new Date(),
): TDashboardQuery | null {
  const period = ZDashboardPeriod.safeParse({
    preset: s.preset,
    ...(s.preset === 'custom' ? { fromDate: s.fromDate, toDate: s.toDate } : {}),
  })
  if (!period.success) return null
  const query: TDashboardQuery = {
    dateField: s.dateField,
    ...rangeQuery(dashboardRange(period.data, now)),
  }
  if (s.projectId) query.projectId = s.projectId
  return query
}
