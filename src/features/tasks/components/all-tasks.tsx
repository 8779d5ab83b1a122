import { Stack } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
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
import { useTasks } from '../api/list-tasks.ts'
import { toTaskWireQuery, type TTaskSearch } from '../model/task-search.ts'
import { TaskFilterBar } from './task-filter-bar.tsx'
import { TaskTable } from './task-table.tsx'

export interface AllTasksProps extends SearchViewProps<TTaskSearch>, FilterLists {
  slug: string
}

/** The all-tasks table with its filters, 20 a page; the view lives in the URL. */
export function AllTasks({ slug, search, onSearchChange, projects, people }: AllTasksProps) {
  const { t } = useLingui()
  const list = useTasks(slug, toTaskWireQuery(search), search.page ?? 0)
  const clear = () => onSearchChange({})
  return (
    <Stack gap="4">
      <DataAsOf />
      <TaskFilterBar
        search={search}
        onFilter={(patch) => onSearchChange(withFilter(search, patch))}
        onClear={clear}
        projects={projects}
        people={people}
      />
      <PagedList
        query={list}
        loadingLabel={t`Loading tasks`}
        empty={
          hasActiveFilters(search) ? (
            <EmptyList title={<Trans>No tasks match these filters</Trans>} onClear={clear} />
          ) : (
            <EmptyList
              title={<Trans>No tasks yet</Trans>}
              description={
                <Trans>Follow-ups and site visits scheduled on leads appear here.</Trans>
              }
            />
          )
        }
        count={(total) => <Plural value={total} one="# task" other="# tasks" />}
        onPageChange={(pageIndex) => onSearchChange(withPage(search, pageIndex))}
      >
        {(tasks, stale) => <TaskTable tasks={tasks} stale={stale} />}
      </PagedList>
    </Stack>
  )
}
