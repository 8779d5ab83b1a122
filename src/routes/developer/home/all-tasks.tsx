import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { AllTasks } from '../../../features/tasks/components/all-tasks.tsx'
import { parseTaskSearch } from '../../../features/tasks/model/task-search.ts'
import { keepRawSearch } from '../../../lib/raw-search.ts'
import { useLeadScreen } from '../-filter-options.ts'

/** The all-tasks table, under the home dashboard as the spec places it. */
export const Route = createFileRoute('/developer/home/all-tasks')({
  // Parsed in the screen's chunk: the parser's zod and schemas stay out of the first load.
  validateSearch: keepRawSearch,
  component: TasksPage,
})

function TasksPage() {
  const raw = Route.useSearch()
  const search = useMemo(() => parseTaskSearch(raw), [raw])
  const navigate = Route.useNavigate()
  const screen = useLeadScreen()
  if (!screen) return null
  return (
    <PermittedScreen
      title={<Trans>Tasks</Trans>}
      description={<Trans>Follow-ups and site visits of the leads you can see.</Trans>}
      permitted={screen.mayList}
    >
      <AllTasks
        {...screen.lists}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    </PermittedScreen>
  )
}
