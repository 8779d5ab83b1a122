import { Badge, Button, Table } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { TAgentCall } from '../../../../contract/dashboards.ts'
import { COLUMN_PRIORITY, ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { formatCallDuration } from '../../../lib/format/call-duration.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import {
  CALL_STATUS_LABELS,
  CALL_TYPE_LABELS,
  enumLabel,
  VISIT_STATUS_LABELS,
} from '../../../lib/enum-labels.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import type { TAgentCallSort } from '../model/agent-search.ts'

export interface AgentCallTableProps {
  calls: readonly TAgentCall[]
  stale: boolean
  sort: TAgentCallSort
  onSort: (column: TAgentCallSort['sortBy']) => void
}

/** The agent's calls and meetings; the time, duration and lead columns sort on the server. */
export function AgentCallTable({ calls, stale, sort, onSort }: AgentCallTableProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const header = (column: TAgentCallSort['sortBy'], label: ReactNode, props = {}) => {
    const active = sort.sortBy === column
    return (
      <Table.ColumnHeader
        {...props}
        aria-sort={active ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <Button size="xs" variant="ghost" paddingInline="1" onClick={() => onSort(column)}>
          {label}
          {active && <span aria-hidden="true">{sort.sortOrder === 'asc' ? ' ▲' : ' ▼'}</span>}
        </Button>
      </Table.ColumnHeader>
    )
  }
  return (
    <ScrollTable
      label={t`Calls and meetings`}
      caption={t`The agent’s calls and meetings`}
      stale={stale}
    >
      <Table.Header>
        <Table.Row>
          {header('at', <Trans>When</Trans>)}
          {header('leadName', <Trans>Lead Name</Trans>)}
          <Table.ColumnHeader>
            <Trans>Kind</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Status</Trans>
          </Table.ColumnHeader>
          {header('durationSec', <Trans>Duration</Trans>, COLUMN_PRIORITY.mid)}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {calls.map((call) => (
          <Table.Row key={`${call.kind}-${call._id}`}>
            <Table.Cell minW="7rem">{formatDateTime(call.at, locale)}</Table.Cell>
            <Table.Cell fontWeight="medium">{call.leadName}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {call.kind === 'meeting' ? (
                <Trans>Meeting</Trans>
              ) : call.callType ? (
                i18n._(CALL_TYPE_LABELS[call.callType])
              ) : (
                <Trans>Call</Trans>
              )}
            </Table.Cell>
            <Table.Cell>
              <Badge variant="subtle" size="sm">
                {enumLabel(
                  call.kind === 'meeting' ? VISIT_STATUS_LABELS : CALL_STATUS_LABELS,
                  call.status,
                  i18n,
                )}
              </Badge>
            </Table.Cell>
            <Table.Cell {...COLUMN_PRIORITY.mid}>
              {call.kind === 'call' ? formatCallDuration(call.durationSec) : '—'}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  )
}
