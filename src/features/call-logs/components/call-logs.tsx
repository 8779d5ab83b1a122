import { Heading, Stack } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import type { FilterLists } from '../../../components/ui/filter-select.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import {
  hasActiveFilters,
  withFilter,
  withPage,
  type SearchViewProps,
} from '../../../lib/search-params.ts'
import { useCallLogs } from '../api/list-call-logs.ts'
import {
  compactCallLogSearch,
  toCallLogFilters,
  type TCallLogSearch,
} from '../model/call-log-search.ts'
import { CallLogFilterBar } from './call-log-filter-bar.tsx'
import { CallLogTable } from './call-log-table.tsx'
import { CallSummaryPanel } from './call-summary-panel.tsx'

export interface CallLogsProps extends SearchViewProps<TCallLogSearch>, FilterLists {
  slug: string
}

/** The call logs: the incoming/outbound summary over the calls list, with shared filters. */
export function CallLogs({ slug, search, onSearchChange, projects, people }: CallLogsProps) {
  const { t } = useLingui()
  const { page: _page, ...view } = search
  // The days of a preset are fixed when the view is chosen, so a refetch asks the same thing.
  const viewKey = JSON.stringify(view)
  const filters = useMemo(() => toCallLogFilters(JSON.parse(viewKey) as TCallLogSearch), [viewKey])
  const list = useCallLogs(slug, filters, search.page ?? 0)
  const clear = () => onSearchChange({})
  return (
    <Stack gap="5">
      <DataAsOf />
      <CallLogFilterBar
        search={search}
        onFilter={(patch) => onSearchChange(withFilter(search, patch, compactCallLogSearch))}
        onClear={clear}
        projects={projects}
        people={people}
      />
      <CallSummaryPanel slug={slug} filters={filters} />
      <Stack gap="3">
        <Heading as="h2" size="md">
          <Trans>Calls</Trans>
        </Heading>
        <PagedList
          query={list}
          loadingLabel={t`Loading calls`}
          empty={
            hasActiveFilters(search) ? (
              <EmptyList title={<Trans>No calls match these filters</Trans>} onClear={clear} />
            ) : (
              <EmptyList
                title={<Trans>No calls yet</Trans>}
                description={<Trans>Calls placed or logged on leads appear here.</Trans>}
              />
            )
          }
          count={(total) => <Plural value={total} one="# call" other="# calls" />}
          onPageChange={(pageIndex) =>
            onSearchChange(withPage(search, pageIndex, compactCallLogSearch))
          }
        >
          {(calls, stale) => <CallLogTable calls={calls} stale={stale} />}
        </PagedList>
      </Stack>
    </Stack>
  )
}
