import { Card, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { TAgentPerformanceList } from '../../../../contract/dashboards.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { personName } from './agent-performance-table.tsx'

/** How many agents the home's panel shows: the leaders of the first page. */
const TOP = 3

/** The agents with the most leads in the period, with their bookings and calls. */
export function TopAgents({ query }: { query: UseQueryResult<TAgentPerformanceList> }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  if (query.data === undefined) {
    return query.isError ? (
      <ErrorState
        message={userMessage(query.error, i18n)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <Skeleton height="7rem" borderRadius="l3" aria-label={t`Loading agents`} />
    )
  }
  const top = query.data.items.slice(0, TOP)
  if (top.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No agent worked in this period</Trans>
      </Text>
    )
  }
  const n = (value: number) => formatIndianNumber(value, locale)
  return (
    <SimpleGrid as="ol" minChildWidth="13rem" gap="3" listStyleType="none">
      {top.map((row) => (
        <Card.Root
          as="li"
          key={row.agent._id}
          variant="outline"
          bg="app.surface"
          borderColor="app.border"
        >
          <Card.Body gap="2" padding="3">
            <Text fontWeight="semibold">{personName(row.agent)}</Text>
            <SimpleGrid columns={3} gap="2">
              <Stat.Root size="sm">
                <Stat.Label>
                  <Trans>Leads</Trans>
                </Stat.Label>
                <Stat.ValueText>{n(row.leads)}</Stat.ValueText>
              </Stat.Root>
              <Stat.Root size="sm">
                <Stat.Label>
                  <Trans>Bookings</Trans>
                </Stat.Label>
                <Stat.ValueText>{n(row.bookings)}</Stat.ValueText>
              </Stat.Root>
              <Stat.Root size="sm">
                <Stat.Label>
                  <Trans>Calls</Trans>
                </Stat.Label>
                <Stat.ValueText>{n(row.calls)}</Stat.ValueText>
              </Stat.Root>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
