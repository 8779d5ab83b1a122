import { useLingui } from '@lingui/react/macro'
import { CallFilters } from '../../../components/ui/call-filters.tsx'
import { CustomDateRange, DatePresetFilter } from '../../../components/ui/date-filter.tsx'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import {
  OptionFilter,
  ProjectFilter,
  type FilterLists,
} from '../../../components/ui/filter-select.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { hasActiveFilters } from '../../../lib/search-params.ts'
import type { TCallLogSearch } from '../model/call-log-search.ts'

export interface CallLogFilterBarProps extends FilterLists {
  search: TCallLogSearch
  /** A filter changed (an empty value clears it). */
  onFilter: (patch: Omit<TCallLogSearch, 'page'>) => void
  onClear: () => void
}

/** The call logs' search and filters; every change goes to the URL. */
export function CallLogFilterBar({
  search,
  onFilter,
  onClear,
  projects,
  people,
}: CallLogFilterBarProps) {
  const { t } = useLingui()
  return (
    <FilterBar filtered={hasActiveFilters(search)} onClear={onClear}>
      <SearchBox
        label={t`Search calls`}
        placeholder={t`Lead name or last digits`}
        value={search.q ?? ''}
        onSearch={(q) => onFilter({ q })}
      />
      <CallFilters value={search} onFilter={onFilter} />
      <DatePresetFilter value={search.date} onChange={(date) => onFilter({ date })} />
      {search.date === 'custom' && (
        <CustomDateRange from={search.from} to={search.to} onChange={onFilter} />
      )}
      <ProjectFilter
        options={projects}
        value={search.project}
        onChange={(project) => onFilter({ project })}
      />
      <OptionFilter
        label={t`Called by`}
        anyLabel={t`Anyone`}
        options={people}
        value={search.user}
        onChange={(user) => onFilter({ user })}
      />
    </FilterBar>
  )
}
