import { Table, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { TLocale } from '../../../lib/i18n.ts'
import { formatPaise } from '../../../lib/format/paise.ts'
import type { TBreakdownKey, TBreakdownLine } from '../model/breakdown.ts'

export const BREAKDOWN_LABELS: Record<TBreakdownKey, MessageDescriptor> = {
  baseUnitCost: msg`Base unit cost`,
  floorRise: msg`Floor rise`,
  flatCost: msg`Flat cost`,
  viewCharges: msg`View charges`,
  carParking: msg`Car parking`,
  grossConsiderationValue: msg`Gross consideration value`,
  infrastructureCharges: msg`Infrastructure charges`,
  stampDuty: msg`Stamp duty`,
  registrationFee: msg`Registration fee`,
  gst: msg`GST`,
  gstInfra: msg`GST on infrastructure`,
  grossGovernmentCharges: msg`Government charges`,
  additional: msg`Additional consideration`,
  total: msg`Total`,
  tds: msg`TDS (paid by the buyer to the government, not in the total)`,
}

/**
 * The cost sheet's lines with their amounts in rupees. Memoised on the lines: typing in another
 * field of the builder does not draw it again unless an amount changed.
 */
export const BreakdownTable = memo(function BreakdownTable({
  lines,
  locale,
}: {
  lines: TBreakdownLine[]
  locale: TLocale
}) {
  const { i18n } = useLingui()
  return (
    <Table.Root size="sm" variant="line" aria-label={i18n._(msg`Cost sheet breakdown`)}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <Trans>Item</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Trans>Amount</Trans>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line, index) => {
          const strong = line.kind === 'sum' || line.kind === 'total'
          const label = i18n._(BREAKDOWN_LABELS[line.key])
          return (
            <Table.Row key={`${line.key}-${index}`} data-line={line.key}>
              <Table.Cell fontWeight={strong ? 'semibold' : undefined}>
                <Text as="span" color={line.kind === 'note' ? 'fg.muted' : undefined}>
                  {line.label ? `${label}: ${line.label}` : label}
                </Text>
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                fontWeight={strong ? 'semibold' : undefined}
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
              >
                {formatPaise(line.paise, locale)}
              </Table.Cell>
            </Table.Row>
          )
        })}
      </Table.Body>
    </Table.Root>
  )
})
