import { Field, Input } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { TASK_TYPES } from '../../../../contract/domain.ts'
import { TASK_STATUSES } from '../../../../contract/tasks.ts'
import { CallFilters } from '../../../components/ui/call-filters.tsx'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import {
  ChoiceFilter,
  OptionFilter,
  ProjectFilter,
  type FilterLists,
} from '../../../components/ui/filter-select.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { TASK_STATUS_LABELS, TASK_TYPE_LABELS } from '../../../lib/enum-labels.ts'
import { hasActiveFilters } from '../../../lib/search-params.ts'
import { UNASSIGNED, type TTaskSearch } from '../model/task-search.ts'

export interface TaskFilterBarProps extends FilterLists {
  search: TTaskSearch
  /** A filter changed (an empty value clears it). */
  onFilter: (patch: Omit<TTaskSearch, 'page'>) => void
  onClear: () => void
}

/** The all-tasks table's search and filters; every change goes to the URL. */
export function TaskFilterBar({ search, onFilter, onClear, projects, people }: TaskFilterBarProps) {
  const { t } = useLingui()
  return (
    <FilterBar filtered={hasActiveFilters(search)} onClear={onClear}>
      <SearchBox
        label={t`Search tasks`}
        placeholder={t`Lead name`}
        value={search.q ?? ''}
        onSearch={(q) => onFilter({ q })}
      />
      <ChoiceFilter
        label={t`Task status`}
        anyLabel={t`Any status`}
        choices={TASK_STATUSES}
        labels={TASK_STATUS_LABELS}
        value={search.status}
        onChange={(status) => onFilter({ status })}
      />
      <ChoiceFilter
        label={t`Task type`}
        anyLabel={t`Any type`}
        choices={TASK_TYPES}
        labels={TASK_TYPE_LABELS}
        value={search.type}
        onChange={(type) => onFilter({ type })}
      />
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Due on</Trans>
        </Field.Label>
        <Input
          type="date"
          size="sm"
          value={search.due ?? ''}
          onChange={(e) => onFilter({ due: e.target.value || undefined })}
        />
      </Field.Root>
      <ProjectFilter
        options={projects}
        value={search.project}
        onChange={(project) => onFilter({ project })}
      />
      <OptionFilter
        label={t`Assigned to`}
        anyLabel={t`Anyone`}
        leading={[{ value: UNASSIGNED, label: t`Unassigned` }]}
        options={people}
        value={search.assignee}
        onChange={(assignee) => onFilter({ assignee })}
      />
      <OptionFilter
        label={t`Made by`}
        anyLabel={t`Anyone`}
        options={people}
        value={search.user}
        onChange={(user) => onFilter({ user })}
      />
      <CallFilters value={search} onFilter={onFilter} />
    </FilterBar>
  )
}
