import { Stack } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../../../contract/tickets.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { CustomDateRange, DatePresetFilter } from '../../../components/ui/date-filter.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import {
  ChoiceFilter,
  OptionFilter,
  ProjectFilter,
  type FilterOption,
} from '../../../components/ui/filter-select.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from '../../../lib/enum-labels.ts'
import {
  hasActiveFilters,
  withFilter,
  withPage,
  type SearchViewProps,
} from '../../../lib/search-params.ts'
import { useTicketAssignees, useTicketList } from '../api/tickets-api.ts'
import { useTicketListLive } from '../hooks/use-ticket-live.ts'
import { compactTicketSearch, toTicketFilters, type TTicketSearch } from '../model/ticket-search.ts'
import { TicketTable } from './ticket-table.tsx'

export interface TicketsScreenProps extends SearchViewProps<TTicketSearch> {
  slug: string
  userId: string
  /** The projects whose queries the user handles. */
  projects: readonly FilterOption[]
}

/** Customer queries (spec 002): filters in the URL, a page of tickets, kept live by the socket. */
export function TicketsScreen({
  slug,
  userId,
  projects,
  search,
  onSearchChange,
}: TicketsScreenProps) {
  const { t } = useLingui()
  const { page: _page, ...view } = search
  // A preset's days are fixed when the view is chosen, so a refetch asks the same thing.
  const viewKey = JSON.stringify(view)
  const filters = useMemo(() => toTicketFilters(JSON.parse(viewKey) as TTicketSearch), [viewKey])
  const list = useTicketList(slug, filters, search.page ?? 0)
  const assignees = useTicketAssignees(slug, search.project)
  const projectIds = useMemo(() => projects.map((p) => p.value), [projects])
  useTicketListLive(projectIds)
  const onFilter = (patch: Omit<TTicketSearch, 'page'>) =>
    onSearchChange(withFilter(search, patch, compactTicketSearch))
  const clear = () => onSearchChange({})
  const people = (assignees.data?.items ?? [])
    .filter((p) => p._id !== userId)
    .map((p) => ({ value: p._id, label: p.name }))
  return (
    <Stack gap="5">
      <DataAsOf />
      <FilterBar filtered={hasActiveFilters(search)} onClear={clear}>
        <SearchBox
          label={t`Search queries`}
          placeholder={t`Title or number`}
          value={search.q ?? ''}
          onSearch={(q) => onFilter({ q })}
        />
        <ChoiceFilter
          label={t`Status`}
          anyLabel={t`Any status`}
          choices={TICKET_STATUSES}
          labels={TICKET_STATUS_LABELS}
          value={search.status}
          onChange={(status) => onFilter({ status })}
        />
        <ChoiceFilter
          label={t`Priority`}
          anyLabel={t`Any priority`}
          choices={TICKET_PRIORITIES}
          labels={TICKET_PRIORITY_LABELS}
          value={search.priority}
          onChange={(priority) => onFilter({ priority })}
        />
        <ProjectFilter
          options={projects}
          value={search.project}
          onChange={(project) => onFilter({ project, assignee: undefined })}
        />
        <OptionFilter
          label={t`Assignee`}
          anyLabel={t`Anyone`}
          leading={[{ value: userId, label: t`Me` }]}
          options={people}
          value={search.assignee}
          onChange={(assignee) => onFilter({ assignee })}
        />
        <DatePresetFilter value={search.date} onChange={(date) => onFilter({ date })} />
        {search.date === 'custom' && (
          <CustomDateRange from={search.from} to={search.to} onChange={onFilter} />
        )}
      </FilterBar>
      <PagedList
        query={list}
        loadingLabel={t`Loading queries`}
        empty={
          hasActiveFilters(search) ? (
            <EmptyList title={<Trans>No queries match these filters</Trans>} onClear={clear} />
          ) : (
            <EmptyList
              title={<Trans>No queries yet</Trans>}
              description={<Trans>Queries your customers raise from the app appear here.</Trans>}
            />
          )
        }
        count={(total) => <Plural value={total} one="# query" other="# queries" />}
        onPageChange={(pageIndex) =>
          onSearchChange(withPage(search, pageIndex, compactTicketSearch))
        }
      >
        {(tickets, stale) => <TicketTable tickets={tickets} stale={stale} />}
      </PagedList>
    </Stack>
  )
}
