import { Badge, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TCall } from '../../../../contract/dispositions.ts'
import { COLUMN_PRIORITY, ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { CALL_STATUS_COLORS } from '../../../lib/call-labels.ts'
import { CALL_STATUS_LABELS, CALL_TYPE_LABELS } from '../../../lib/enum-labels.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { formatCallDuration } from '../../../lib/format/call-duration.ts'

/** The calls: lead, type, status, duration, when and who, newest first. */
export function CallLogTable({ calls, stale }: { calls: readonly TCall[]; stale: boolean }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return (
    <ScrollTable label={t`Calls`} caption={t`Calls, newest first`} stale={stale}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <Trans>Lead</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.low}>
            <Trans>Project</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
            <Trans>Type</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Status</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
            <Trans>Duration</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>When</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
            <Trans>By</Trans>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {calls.map((call) => (
          <Table.Row key={call._id}>
            <Table.Cell>
              <Text
                asChild
                fontWeight="medium"
                focusVisibleRing="outside"
                _hover={{ textDecoration: 'underline' }}
              >
                <Link to="/developer/manage-leads/$leadId" params={{ leadId: call.leadId }}>
                  {call.leadName}
                </Link>
              </Text>
              <Text textStyle="xs" color="fg.muted" aria-label={t`Number called, masked`}>
                {call.toNumber}
              </Text>
            </Table.Cell>
            <Table.Cell {...COLUMN_PRIORITY.low}>{call.projectName}</Table.Cell>
            <Table.Cell {...COLUMN_PRIORITY.mid} whiteSpace="nowrap">
              {i18n._(CALL_TYPE_LABELS[call.callType])}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={CALL_STATUS_COLORS[call.callStatus]} variant="subtle" size="sm">
                {i18n._(CALL_STATUS_LABELS[call.callStatus])}
              </Badge>
            </Table.Cell>
            <Table.Cell {...COLUMN_PRIORITY.mid} fontVariantNumeric="tabular-nums">
              {formatCallDuration(call.durationSec)}
            </Table.Cell>
            <Table.Cell minW="7rem">{formatDateTime(call.startedAt, locale)}</Table.Cell>
            <Table.Cell {...COLUMN_PRIORITY.mid}>
              {call.calledBy ? (
                `${call.calledBy.firstName} ${call.calledBy.lastName}`.trim()
              ) : (
                <Text as="span" color="fg.muted">
                  <Trans>Unknown</Trans>
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  )
}
