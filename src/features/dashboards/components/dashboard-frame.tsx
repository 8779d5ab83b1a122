import { HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { TDashboardQuery } from '../../../../contract/dashboards.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import type { FilterOption } from '../../../components/ui/filter-select.tsx'
import type { TDashboardSearch } from '../model/dashboard-search.ts'
import { DashboardFilterBar } from './dashboard-filter-bar.tsx'

export interface DashboardFrameProps {
  search: TDashboardSearch
  onSearchChange: (next: TDashboardSearch) => void
  projects: readonly FilterOption[]
  /** The filters' wire query; null while a custom range is incomplete or reversed. */
  query: TDashboardQuery | null
  /** Beside "Data as of" ("Save as dashboard"). */
  actions?: ReactNode
  /** Between "Data as of" and the filters (the detailed analytics' choice of report). */
  before?: ReactNode
  /** The screen's content over a complete range. */
  children: (query: TDashboardQuery) => ReactNode
}

/**
 * What every filtered dashboard screen shows around its content: the age of the data, the shared
 * filters, and, while a custom range is unfinished, how to finish it instead of the content.
 */
export function DashboardFrame({
  search,
  onSearchChange,
  projects,
  query,
  actions,
  before,
  children,
}: DashboardFrameProps) {
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <DataAsOf />
        {actions}
      </HStack>
      {before}
      <DashboardFilterBar search={search} onChange={onSearchChange} projects={projects} />
      {query ? children(query) : <ChooseDays />}
    </Stack>
  )
}

function ChooseDays() {
  return (
    <Text color="fg.muted" role="status">
      <Trans>Choose the first and last day of the period, the last not before the first.</Trans>
    </Text>
  )
}
