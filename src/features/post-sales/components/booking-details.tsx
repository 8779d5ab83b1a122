import { Badge, Button, DataList, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TCustomerDetails, TCustomerPii } from '../../../../contract/post-sales.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { formatPaise } from '../../../lib/format/paise.ts'
import type { TLocale } from '../../../lib/i18n.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { revealCustomer } from '../api/post-sales-api.ts'
import { Section } from './section.tsx'

const DASH = '—'

function Item({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

/**
 * The booking: unit, sale, plan and the buyer's contact details, masked; a user who may read
 * them in full reveals them here (recorded in the lead's audit trail, never kept on the device).
 */
export function BookingDetails({
  slug,
  customer: c,
  canReveal,
  online,
  locale,
}: {
  slug: string
  customer: TCustomerDetails
  canReveal: boolean
  online: boolean
  locale: TLocale
}) {
  const { t, i18n } = useLingui()
  const [revealed, setRevealed] = useState<TCustomerPii | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [revealing, setRevealing] = useState(false)
  const contact = revealed ?? c
  const reveal = async () => {
    setRevealing(true)
    setProblem(null)
    try {
      setRevealed(await revealCustomer(slug, c._id))
    } catch (error) {
      setProblem(problemText(error, i18n))
    } finally {
      setRevealing(false)
    }
  }
  return (
    <Section
      id="customer-booking"
      title={<Trans>Booking details</Trans>}
      actions={
        canReveal && !revealed ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void reveal()}
            loading={revealing}
            disabled={!online}
          >
            <Trans>Show contact details</Trans>
          </Button>
        ) : null
      }
    >
      <Stack gap="3">
        {problem ? (
          <Text role="alert" color="fg.error">
            {problem}
          </Text>
        ) : null}
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <Item label={<Trans>Status</Trans>}>
            {c.status === 'BOOKED' ? (
              <Badge colorPalette="green">
                <Trans>Booked</Trans>
              </Badge>
            ) : (
              <Badge colorPalette="red">
                <Trans>Cancelled</Trans>
              </Badge>
            )}
          </Item>
          <Item label={<Trans>Booking ID</Trans>}>{c.bookingId}</Item>
          <Item label={<Trans>Unit</Trans>}>{`${c.unit.buildingName} · ${c.unit.name}`}</Item>
          <Item label={<Trans>Booked on</Trans>}>{formatDateTime(c.bookedAt, locale)}</Item>
          <Item label={<Trans>Agreement value</Trans>}>
            {formatPaise(c.agreementValuePaise, locale)}
          </Item>
          <Item label={<Trans>Token amount</Trans>}>
            {`${formatPaise(c.tokenAmountPaise, locale)}${c.modeOfPayment ? ` · ${c.modeOfPayment}` : ''}`}
          </Item>
          <Item label={<Trans>Payment plan</Trans>}>{c.plan?.name || DASH}</Item>
          <Item label={<Trans>Co-owners</Trans>}>
            {c.coOwners.length ? c.coOwners.map((o) => o.fullName).join(', ') : DASH}
          </Item>
          <Item label={<Trans>Mobile</Trans>}>{contact.whatsappNumber || DASH}</Item>
          <Item label={<Trans>Alternate number</Trans>}>{contact.alternateNumber || DASH}</Item>
          <Item label={<Trans>Email</Trans>}>{contact.email || DASH}</Item>
          {c.remarks ? <Item label={<Trans>Remarks</Trans>}>{c.remarks}</Item> : null}
        </DataList.Root>
        {revealed ? null : (
          <Text textStyle="xs" color="fg.muted">{t`Contact details are masked.`}</Text>
        )}
      </Stack>
    </Section>
  )
}
