import { Box, Heading, Stack } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import { DASHBOARD_PATHS, type TDashboardQuery } from '../../../../contract/dashboards.ts'
import { TASK_STATUSES, type TTaskStatus } from '../../../../contract/tasks.ts'
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ChoiceFilter } from '../../../components/ui/filter-select.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { AgentPerformanceTable } from '../../../features/agents/components/agent-performance-table.tsx'
import { TopAgents } from '../../../features/agents/components/top-agents.tsx'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { DashboardFrame } from '../../../features/dashboards/components/dashboard-frame.tsx'
import { PeriodNotStored } from '../../../features/dashboards/components/period-not-stored.tsx'
import { usePrefetchRanges } from '../../../features/dashboards/offline/prefetch-ranges.ts'
import {
  homeQueries,
  homeQueryBuilders,
  type THomeTables,
} from '../../../features/home/api/home-queries.ts'
import { BucketPanel } from '../../../features/home/components/bucket-panel.tsx'
import { compactTables, parseHomeTables } from '../../../features/home/model/home-tables.ts'
import { TaskTable } from '../../../features/tasks/components/task-table.tsx'
import {
  LEAD_STATUS_LABELS,
  TASK_STATUS_LABELS,
  VISIT_STATUS_LABELS,
} from '../../../lib/enum-labels.ts'
import { isUnreachable } from '../../../lib/http.ts'
import { keepRawSearch } from '../../../lib/raw-search.ts'
import { leadListSearch } from './-bucket-links.ts'
import { useDashboardView, type DashboardView } from './-dashboard-view.ts'

/** The home dashboard (spec 001 section 2): buckets, top agents, tasks and agents in a period. */
export const Route = createFileRoute('/developer/home/')({
  // Parsed in the screen's chunk: the parser's zod, schemas and luxon stay out of the first load.
  validateSearch: keepRawSearch,
  loaderDeps: ({ search }) => search,
  // The reads start while the screen's code loads and renders, not after (decision 0038); not
  // awaited, so nothing waits for them but the panels. The module loads beside the screen's.
  loader: ({ context, deps }) => {
    import('./-home-prefetch.ts')
      .then(({ prefetchHome }) => prefetchHome(context.queryClient, deps))
      .catch(() => undefined)
  },
  component: HomePage,
})

const TASKS_ANCHOR = 'home-tasks'

function HomePage() {
  const raw = Route.useSearch()
  const navigate = Route.useNavigate()
  const view = useDashboardView(raw)
  const tables = useMemo(() => parseHomeTables(raw), [raw])
  const session = useSession()
  const builders = useMemo(() => homeQueryBuilders(view?.slug ?? ''), [view?.slug])
  // The default periods of the chosen project and basis, kept on the device for offline use.
  usePrefetchRanges(
    'home',
    view?.mayList ? (session?.userId ?? null) : null,
    { dateField: view?.search.dateField ?? 'createdAt', projectId: view?.search.projectId },
    builders,
  )
  if (!view || !session) return null
  const go = (filters: Record<string, string>, next: THomeTables) =>
    void navigate({ search: { ...filters, ...compactTables(next) }, replace: true })
  return (
    <PermittedScreen
      title={<Trans>Home</Trans>}
      description={<Trans>Leads, site visits, tasks and agents over the period you choose.</Trans>}
      permitted={view.mayList}
    >
      <DashboardFrame
        search={view.search}
        projects={view.projects}
        query={view.query}
        // A new period or project starts the tables on their first pages.
        onSearchChange={(next) => go(view.change(next), { taskStatus: tables.taskStatus })}
      >
        {(query) => (
          <HomeDashboard
            view={view}
            userId={session.userId}
            query={query}
            tables={tables}
            onTables={(next) => go(view.change(view.search), { ...tables, ...next })}
            onOpenDays={(days) =>
              go(view.change({ ...view.search, preset: 'custom', ...days }), {
                taskStatus: tables.taskStatus,
              })
            }
          />
        )}
      </DashboardFrame>
    </PermittedScreen>
  )
}

function HomeDashboard({
  view,
  userId,
  query,
  tables,
  onTables,
  onOpenDays,
}: {
  view: DashboardView
  userId: string
  query: TDashboardQuery
  tables: THomeTables
  onTables: (next: THomeTables) => void
  onOpenDays: (days: { fromDate: string; toDate: string }) => void
}) {
  const { t } = useLingui()
  const queries = homeQueries(view.slug, query, tables)
  const overview = useQuery(queries.overview)
  // Offline, a period the device never saw: said once for the whole screen, with the nearest.
  const notStored =
    overview.data === undefined &&
    (overview.isPaused || (overview.isError && isUnreachable(overview.error)))
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
  if (notStored)
    return (
      <PeriodNotStored
        userId={userId}
        path={DASHBOARD_PATHS.overview(view.slug)}
        query={query}
        onOpen={onOpenDays}
      />
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
      {/* Unlinked: a bucket counts visits, the lead list counts leads (one lead can have several
          visits in the period), and the device's lead rows hold no visits to filter offline. */}
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
      {/* Below the buckets: drawn once they are painted, so the first view waits for no table. */}
      <AfterFirstPaint minHeight="40rem">
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
      </AfterFirstPaint>
    </Stack>
  )
}
