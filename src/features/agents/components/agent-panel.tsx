import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type {
  TAgentDetails,
  TAgentStats,
  TDashboardQuery,
} from '../../../../contract/dashboards.ts'
import type { TCallTotals } from '../../../../contract/dispositions.ts'
import { CallSeriesChart } from '../../../components/ui/call-series-chart.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { agentDetailsQueryOptions, agentStatsQueryOptions } from '../api/agent-queries.ts'
import { personName } from './agent-performance-table.tsx'

export interface AgentPanelProps {
  slug: string
  agentId: string
  query: TDashboardQuery
  /** The agent's calls and meetings, below their numbers. */
  children: ReactNode
}

/**
 * One agent: who they are (details) and their numbers over the range (stats, with the call
 * summary and its graph). Two reads: the panel fails only when both do; one failing leaves the
 * other on screen and says what is missing.
 */
export function AgentPanel({ slug, agentId, query, children }: AgentPanelProps) {
  const { t, i18n } = useLingui()
  const stats = useQuery(agentStatsQueryOptions(slug, agentId, query))
  const details = useQuery(agentDetailsQueryOptions(slug, agentId))
  const retry = (q: UseQueryResult) => () => void q.refetch()
  if (stats.isError && details.isError && !stats.data && !details.data) {
    return (
      <ErrorState
        message={i18n._(MESSAGES.bothRequestsFailed)}
        onRetry={() => {
          void stats.refetch()
          void details.refetch()
        }}
        retrying={stats.isFetching || details.isFetching}
      />
    )
  }
  const name = details.data
    ? personName(details.data.agent)
    : stats.data && personName(stats.data.agent.agent)
  return (
    <Stack as="section" aria-label={name ?? t`Agent`} gap="4">
      <Heading as="h2" size="lg">
        {name ?? <Skeleton height="1.5rem" width="12rem" />}
      </Heading>
      {details.data ? (
        <AgentDetails details={details.data} />
      ) : details.isError ? (
        <Missing onRetry={retry(details)}>
          <Trans>Who this agent is and where they work could not be loaded.</Trans>
        </Missing>
      ) : (
        <Skeleton height="3rem" aria-label={t`Loading the agent’s details`} />
      )}
      {stats.data ? (
        <AgentStats stats={stats.data} stale={stats.isPlaceholderData} />
      ) : stats.isError ? (
        <Missing onRetry={retry(stats)}>
          <Trans>This agent’s numbers for the period could not be loaded.</Trans>
        </Missing>
      ) : (
        <Skeleton height="12rem" aria-label={t`Loading the agent’s numbers`} />
      )}
      {children}
    </Stack>
  )
}

function Missing({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <HStack role="alert" gap="3" wrap="wrap">
      <Text color="fg.error">{children}</Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </HStack>
  )
}

function AgentDetails({ details }: { details: TAgentDetails }) {
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={details.isActive ? 'green' : 'gray'} variant="subtle">
          {details.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
        </Badge>
        <Text>{details.role}</Text>
        {details.department && <Text color="fg.muted">{details.department}</Text>}
      </HStack>
      {details.projects.length > 0 && (
        <Text textStyle="sm" color="fg.muted">
          <Trans>Projects:</Trans>{' '}
          {details.projects.map((p) => `${p.projectName} (${p.leads})`).join(', ')}
        </Text>
      )}
    </Stack>
  )
}

function AgentStats({ stats, stale }: { stats: TAgentStats; stale: boolean }) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const n = (value: number) => formatIndianNumber(value, locale)
  const a = stats.agent
  const figures: [ReactNode, number][] = [
    [<Trans key="l">Leads</Trans>, a.leads],
    [<Trans key="s">Site visits</Trans>, a.siteVisits],
    [<Trans key="v">Visits done</Trans>, a.visitsDone],
    [<Trans key="b">Bookings</Trans>, a.bookings],
    [<Trans key="c">Calls</Trans>, a.calls],
    [<Trans key="cc">Connected calls</Trans>, a.connectedCalls],
    [<Trans key="m">Talk minutes</Trans>, a.talkMinutes],
  ]
  return (
    <Stack gap="4" aria-busy={stale} opacity={stale ? 0.6 : 1}>
      <SimpleGrid minChildWidth="8rem" gap="3">
        {figures.map(([label, value], i) => (
          <Stat.Root key={i} size="sm">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{n(value)}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Card.Root variant="outline" bg="app.surface" borderColor="app.border">
        <Card.Body gap="4">
          <Heading as="h3" size="md">
            <Trans>Call summary</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Totals title={<Trans>Incoming</Trans>} totals={stats.callSummary.incoming} />
            <Totals title={<Trans>Outbound</Trans>} totals={stats.callSummary.outbound} />
          </SimpleGrid>
          <CallSeriesChart series={stats.series} />
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}

function Totals({ title, totals }: { title: ReactNode; totals: TCallTotals }) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const n = (value: number) => formatIndianNumber(value, locale)
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm">
        {title}
      </Heading>
      <HStack gap="6" wrap="wrap" align="flex-start">
        <Stat.Root size="sm" width="auto">
          <Stat.Label>
            <Trans>Total calls</Trans>
          </Stat.Label>
          <Stat.ValueText>{n(totals.totalCalls)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root size="sm" width="auto">
          <Stat.Label>
            <Trans>Total minutes</Trans>
          </Stat.Label>
          <Stat.ValueText>{n(totals.totalMinutes)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root size="sm" width="auto">
          <Stat.Label>
            <Trans>Average minutes</Trans>
          </Stat.Label>
          <Stat.ValueText>{n(totals.avgMinutes)}</Stat.ValueText>
        </Stat.Root>
      </HStack>
    </Stack>
  )
}
