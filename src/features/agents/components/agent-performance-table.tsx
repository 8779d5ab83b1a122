import { Button, Table } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TAgentPerformance } from '../../../../contract/dashboards.ts'
import type { TPerson } from '../../../../contract/leads.ts'
import { COLUMN_PRIORITY, ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'

export const personName = (p: TPerson) => `${p.firstName} ${p.lastName}`.trim()

export interface AgentPerformanceTableProps {
  agents: readonly TAgentPerformance[]
  stale: boolean
  /** Makes each agent's name a button that opens their performance; absent: plain names. */
  onChoose?: (agentId: string) => void
  chosenId?: string | undefined
}

/** Each agent's work over the range: leads, visits, bookings, calls and minutes talked. */
export function AgentPerformanceTable({
  agents,
  stale,
  onChoose,
  chosenId,
}: AgentPerformanceTableProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const n = (value: number) => formatIndianNumber(value, locale)
  return (
    <ScrollTable label={t`Agent performance`} caption={t`Agents, most leads first`} stale={stale}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <Trans>Agent</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Trans>Leads</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" {...COLUMN_PRIORITY.mid}>
            <Trans>Site visits</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" {...COLUMN_PRIORITY.low}>
            <Trans>Visits done</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Trans>Bookings</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Trans>Calls</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" {...COLUMN_PRIORITY.low}>
            <Trans>Connected calls</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" {...COLUMN_PRIORITY.mid}>
            <Trans>Talk minutes</Trans>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {agents.map((row) => {
          const name = personName(row.agent)
          const chosen = row.agent._id === chosenId
          return (
            <Table.Row key={row.agent._id} bg={chosen ? 'bg.muted' : undefined}>
              <Table.Cell fontWeight="medium">
                {onChoose ? (
                  <Button
                    size="xs"
                    variant={chosen ? 'solid' : 'outline'}
                    aria-pressed={chosen}
                    onClick={() => onChoose(row.agent._id)}
                  >
                    {name}
                  </Button>
                ) : (
                  name
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{n(row.leads)}</Table.Cell>
              <Table.Cell textAlign="end" {...COLUMN_PRIORITY.mid}>
                {n(row.siteVisits)}
              </Table.Cell>
              <Table.Cell textAlign="end" {...COLUMN_PRIORITY.low}>
                {n(row.visitsDone)}
              </Table.Cell>
              <Table.Cell textAlign="end">{n(row.bookings)}</Table.Cell>
              <Table.Cell textAlign="end">{n(row.calls)}</Table.Cell>
              <Table.Cell textAlign="end" {...COLUMN_PRIORITY.low}>
                {n(row.connectedCalls)}
              </Table.Cell>
              <Table.Cell textAlign="end" {...COLUMN_PRIORITY.mid}>
                {n(row.talkMinutes)}
              </Table.Cell>
            </Table.Row>
          )
        })}
      </Table.Body>
    </ScrollTable>
  )
}
