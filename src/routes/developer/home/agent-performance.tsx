import { Heading, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { TDashboardQuery } from '../../../../contract/dashboards.ts'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import {
  agentCallsQueryOptions,
  agentListQueryOptions,
} from '../../../features/agents/api/agent-queries.ts'
import { AgentCallTable } from '../../../features/agents/components/agent-call-table.tsx'
import { AgentPanel } from '../../../features/agents/components/agent-panel.tsx'
import { AgentPerformanceTable } from '../../../features/agents/components/agent-performance-table.tsx'
import {
  callSortOf,
  compactAgentView,
  nextSort,
  parseAgentView,
  type TAgentView,
} from '../../../features/agents/model/agent-search.ts'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { DashboardFrame } from '../../../features/dashboards/components/dashboard-frame.tsx'
import { keepRawSearch } from '../../../lib/raw-search.ts'
import { useDashboardView, type DashboardView } from './-dashboard-view.ts'

/** Agent performance (spec 001): the agents, and one agent's numbers, calls and meetings. */
export const Route = createFileRoute('/developer/home/agent-performance')({
  // Parsed in the screen's chunk: the parser's zod, schemas and luxon stay out of the first load.
  validateSearch: keepRawSearch,
  component: AgentPerformancePage,
})

function AgentPerformancePage() {
  const raw = Route.useSearch()
  const navigate = Route.useNavigate()
  const can = useCan()
  const view = useDashboardView(raw)
  const agentView = useMemo(() => parseAgentView(raw), [raw])
  if (!view) return null
  const go = (filters: Record<string, string>, next: TAgentView) =>
    void navigate({ search: { ...filters, ...compactAgentView(next) }, replace: true })
  return (
    <PermittedScreen
      title={<Trans>Agent performance</Trans>}
      description={
        <Trans>What each agent did over the period: leads, visits, bookings and calls.</Trans>
      }
      // Agent moderation is the managers' (the server's rule too).
      permitted={can('DXP_LEAD_ASSIGNMENT')}
    >
      <DashboardFrame
        search={view.search}
        projects={view.projects}
        onSearchChange={(next) => go(view.change(next), { agent: agentView.agent })}
        query={view.query}
      >
        {(query) => (
          <Agents
            view={view}
            query={query}
            agentView={agentView}
            onView={(next) => go(view.change(view.search), { ...agentView, ...next })}
          />
        )}
      </DashboardFrame>
    </PermittedScreen>
  )
}

function Agents({
  view,
  query,
  agentView,
  onView,
}: {
  view: DashboardView
  query: TDashboardQuery
  agentView: TAgentView
  onView: (next: Partial<TAgentView>) => void
}) {
  const { t } = useLingui()
  const agents = useQuery(agentListQueryOptions(view.slug, query, agentView.agentsPage ?? 0))
  const sort = callSortOf(agentView)
  return (
    <Stack gap="8">
      <Stack as="section" aria-label={t`Agents`} gap="3">
        <Heading as="h2" size="md">
          <Trans>Agents</Trans>
        </Heading>
        <PagedList
          query={agents}
          loadingLabel={t`Loading agents`}
          empty={<EmptyList title={<Trans>No agent worked in this period</Trans>} />}
          count={(total) => <Plural value={total} one="# agent" other="# agents" />}
          onPageChange={(agentsPage) => onView({ agentsPage })}
          pagerLabel={t`Pages of agents`}
        >
          {(rows, stale) => (
            <AgentPerformanceTable
              agents={rows}
              stale={stale}
              chosenId={agentView.agent}
              onChoose={(agent) => onView({ agent, callsPage: undefined })}
            />
          )}
        </PagedList>
      </Stack>
      {agentView.agent ? (
        <AgentPanel slug={view.slug} agentId={agentView.agent} query={query}>
          <AgentCalls
            slug={view.slug}
            agentId={agentView.agent}
            query={query}
            agentView={agentView}
            onView={onView}
            sort={sort}
          />
        </AgentPanel>
      ) : (
        <Text color="fg.muted">
          <Trans>Choose an agent to see their numbers, calls and meetings.</Trans>
        </Text>
      )}
    </Stack>
  )
}

function AgentCalls({
  slug,
  agentId,
  query,
  agentView,
  onView,
  sort,
}: {
  slug: string
  agentId: string
  query: TDashboardQuery
  agentView: TAgentView
  onView: (next: Partial<TAgentView>) => void
  sort: ReturnType<typeof callSortOf>
}) {
  const { t } = useLingui()
  const calls = useQuery(
    agentCallsQueryOptions(slug, agentId, query, agentView.callsPage ?? 0, sort),
  )
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        <Trans>Calls and meetings</Trans>
      </Heading>
      <PagedList
        query={calls}
        loadingLabel={t`Loading calls and meetings`}
        empty={<EmptyList title={<Trans>No calls or meetings in this period</Trans>} />}
        count={(total) => (
          <Plural value={total} one="# call or meeting" other="# calls and meetings" />
        )}
        onPageChange={(callsPage) => onView({ callsPage })}
        pagerLabel={t`Pages of calls and meetings`}
      >
        {(rows, stale) => (
          <AgentCallTable
            calls={rows}
            stale={stale}
            sort={sort}
            onSort={(column) => onView({ ...nextSort(sort, column), callsPage: undefined })}
          />
        )}
      </PagedList>
    </Stack>
  )
}
