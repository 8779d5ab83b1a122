import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import type { TDashboardQuery } from '../../../../contract/dashboards.ts'
import { TASK_STATUSES, type TTaskStatus } from '../../../../contract/tasks.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ChoiceFilter } from '../../../components/ui/filter-select.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { AgentPerformanceTable } from '../../../features/agents/components/agent-performance-table.tsx'
import { TopAgents } from '../../../features/agents/components/top-agents.tsx'
import { DashboardFilterBar } from '../../../features/dashboards/components/dashboard-filter-bar.tsx'
import { homeQueries, type THomeTables } from '../../../features/home/api/home-queries.ts'
import { BucketPanel } from '../../../features/home/components/bucket-panel.tsx'
import { compactTables, parseHomeTables } from '../../../features/home/model/home-tables.ts'
import { TaskTable } from '../../../features/tasks/components/task-table.tsx'
import {
  LEAD_STATUS_LABELS,
  TASK_STATUS_LABELS,
  VISIT_STATUS_LABELS,
} from '../../../lib/enum-labels.ts'
import { keepRawSearch } from '../../../lib/raw-search.ts'
import { leadListSearch } from './-bucket-links.ts'
import { useDashboardView, type DashboardView } from './-dashboard-view.ts'

/** The home dashboard (spec 001 section 2): buckets, top agents, tasks and agents in a period. */
export const Route = createFileRoute('/developer/home/')({
  // Parsed in the screen's chunk: the parser's zod, schemas and luxon stay out of the first load.
  validateSearch: keepRawSearch,
  component: HomePage,
})

const TASKS_ANCHOR = 'home-tasks'

function HomePage() {
  const raw = Route.useSearch()
  const navigate = Route.useNavigate()
  const view = useDashboardView(raw)
  const tables = useMemo(() => parseHomeTables(raw), [raw])
  if (!view) return null
  const go = (filters: Record<string, string>, next: THomeTables) =>
    void navigate({ search: { ...filters, ...compactTables(next) }, replace: true })
  return (
    <PermittedScreen
      title={<Trans>Home</Trans>}
      description={<Trans>Leads, site visits, tasks and agents over the period you choose.</Trans>}
      permitted={view.mayList}
    >
      <Stack gap="6">
        <DataAsOf />
        <DashboardFilterBar
          search={view.search}
          projects={view.projects}
          // A new period or project starts the tables on their first pages.
          onChange={(next) => go(view.change(next), { taskStatus: tables.taskStatus })}
        />
        {view.query ? (
          <HomeDashboard
            view={view}
            query={view.query}
            tables={tables}
            onTables={(next) => go(view.change(view.search), { ...tables, ...next })}
          />
        ) : (
          <Text color="fg.muted">
            <Trans>Choose the first and last day of the period.</Trans>
          </Text>
        )}
      </Stack>
    </PermittedScreen>
  )
}

function HomeDashboard({
  view,
  query,
  tables,
  onTables,
}: {
  view: DashboardView
  query: TDashboardQuery
  tables: THomeTables
  onTables: (next: THomeTables) => void
}) {
  const { t } = useLingui()
  const queries = homeQueries(view.slug, query, tables)
  const overview = useQuery(queries.overview)
  const siteVisits = useQuery(queries.siteVisits)
  const taskOverview = useQuery(queries.taskOverview)
  const tasks = useQuery(queries.tasks)
  const agents = useQuery(queries.agents)
  // The panel is the first page's top agents, whichever page the table shows.
  const topAgents = useQuery(homeQueries(view.slug, query).agents)
  // A bucket's card is the link: its label and count name it.
  const linkTo = (search: Record<string, string>, card: ReactNode) => (
    <Box asChild display="block" borderRadius="l3" focusVisibleRing="outside">
      <Link to="/developer/manage-leads" search={search} onClick={view.carryProject}>
        {card}
      </Link>
    </Box>
  )
  return (
    <Stack gap="8">
      <BucketPanel
        title={t`Lead overview`}
        query={overview}
        labels={LEAD_STATUS_LABELS}
        empty={<Trans>No leads in this period</Trans>}
        linkOf={(name, card) => linkTo(leadListSearch(view.search, name), card)}
      />
      <BucketPanel
        title={t`Site visits`}
        query={siteVisits}
        labels={VISIT_STATUS_LABELS}
        empty={<Trans>No site visits in this period</Trans>}
      />
      <BucketPanel
        title={t`Task overview`}
        query={taskOverview}
        labels={TASK_STATUS_LABELS}
        empty={<Trans>No tasks due in this period</Trans>}
        linkOf={(name, card) => (
          <Box asChild display="block" borderRadius="l3" focusVisibleRing="outside">
            <Link
              to="/developer/home"
              search={(prev) => ({
                ...prev,
                taskStatus: name === 'total' ? undefined : name,
                tasksPage: undefined,
              })}
              hash={TASKS_ANCHOR}
            >
              {card}
            </Link>
          </Box>
        )}
      />
      <Stack as="section" aria-label={t`Top agents`} gap="3">
        <Heading as="h2" size="md">
          <Trans>Top agents</Trans>
        </Heading>
        <TopAgents query={topAgents} />
      </Stack>
      <Stack as="section" id={TASKS_ANCHOR} aria-label={t`Tasks due in the period`} gap="3">
        <Heading as="h2" size="md">
          <Trans>Tasks due in the period</Trans>
        </Heading>
        <Box>
          <ChoiceFilter<TTaskStatus>
            label={t`Status`}
            anyLabel={t`Any status`}
            choices={TASK_STATUSES}
            labels={TASK_STATUS_LABELS}
            value={tables.taskStatus}
            onChange={(taskStatus) => onTables({ taskStatus, tasksPage: undefined })}
          />
        </Box>
        <PagedList
          query={tasks}
          loadingLabel={t`Loading tasks`}
          empty={<EmptyList title={<Trans>No tasks due in this period</Trans>} />}
          count={(total) => <Plural value={total} one="# task" other="# tasks" />}
          onPageChange={(tasksPage) => onTables({ tasksPage })}
          pagerLabel={t`Pages of tasks`}
        >
          {(rows, stale) => <TaskTable tasks={rows} stale={stale} />}
        </PagedList>
      </Stack>
      <Stack as="section" aria-label={t`All agents`} gap="3">
        <Heading as="h2" size="md">
          <Trans>All agents</Trans>
        </Heading>
        <PagedList
          query={agents}
          loadingLabel={t`Loading agents`}
          empty={<EmptyList title={<Trans>No agent worked in this period</Trans>} />}
          count={(total) => <Plural value={total} one="# agent" other="# agents" />}
          onPageChange={(agentsPage) => onTables({ agentsPage })}
          pagerLabel={t`Pages of agents`}
        >
          {(rows, stale) => <AgentPerformanceTable agents={rows} stale={stale} />}
        </PagedList>
      </Stack>
    </Stack>
  )
}
