import { Field, NativeSelect } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { REPORT_TYPES, type TReportType } from '../../../../contract/dashboards.ts'
import type { FilterOption } from '../../../components/ui/filter-select.tsx'
import type { TDashboardSearch } from '../model/dashboard-search.ts'
import { REPORT_TITLES } from '../model/report-labels.ts'
import { reportQueryBuilders, usePrefetchRanges } from '../offline/prefetch-ranges.ts'
import { openDays, useDashboardQuery } from './dashboard-reports.tsx'
import { DashboardFrame } from './dashboard-frame.tsx'
import { ReportCard, type DashboardAccount } from './report-card.tsx'

export interface DetailedAnalyticsProps {
  account: DashboardAccount
  report: TReportType
  search: TDashboardSearch
  onChange: (next: { report: TReportType; search: TDashboardSearch }) => void
  projects: readonly FilterOption[]
}

/** One report at a time, chosen in the URL: a large chart and the full table. */
export function DetailedAnalytics({
  account,
  report,
  search,
  onChange,
  projects,
}: DetailedAnalyticsProps) {
  const { i18n } = useLingui()
  const query = useDashboardQuery(search)
  const builders = useMemo(
    () => reportQueryBuilders(account.slug).filter((_, i) => REPORT_TYPES[i] === report),
    [account.slug, report],
  )
  usePrefetchRanges(`report:${report}`, account.userId, search, builders)
  return (
    <DashboardFrame
      search={search}
      onSearchChange={(next) => onChange({ report, search: next })}
      projects={projects}
      query={query}
      before={
        <Field.Root width={{ base: 'full', md: '20rem' }}>
          <Field.Label>
            <Trans>Report</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={report}
              onChange={(e) => onChange({ report: e.currentTarget.value as TReportType, search })}
            >
              {REPORT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(REPORT_TITLES[type])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      }
    >
      {(query) => (
        <ReportCard
          account={account}
          type={report}
          query={query}
          size="large"
          onOpenDays={(days) => onChange({ report, search: openDays(search, days) })}
        />
      )}
    </DashboardFrame>
  )
}
