import { Badge, DataList, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TBooking } from '../../../../contract/bookings.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { formatDate } from '../../../lib/format/date-display.ts'
import { formatRupees } from '../../../lib/format/money.ts'
import { isUnreachable, userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '../../../lib/i18n.ts'
import { useLeadBookings } from '../api/lead-bookings.ts'

/**
 * A lead's bookings, booked then cancelled, newest first in each: the server's, else the
 * device's copy when the network is out (decision 0017).
 */
export function LeadBookings({ slug, leadId }: { slug: string; leadId: string }) {
  const { t, i18n } = useLingui()
  const query = useLeadBookings(slug, leadId)
  const locale: TLocale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE

  if (query.isPending) return <Skeleton height="6rem" />
  // null: the device's copy was read without the right to see bookings.
  if ((query.isError && isUnreachable(query.error)) || query.data === null) {
    return (
      <Text color="fg.muted">
        <Trans>
          This lead's bookings are not saved on this device. They are shown when you are online.
        </Trans>
      </Text>
    )
  }
  if (query.isError) {
    return (
      <ErrorState
        message={userMessage(query.error, i18n)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  const { BOOKED: booked, CANCELLED: cancelled } = query.data
  if (booked.length === 0 && cancelled.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No bookings yet</Trans>
      </Text>
    )
  }
  return (
    <Stack gap="4">
      {booked.length > 0 && <BookingGroup title={t`Booked`} items={booked} locale={locale} />}
      {cancelled.length > 0 && (
        <BookingGroup title={t`Cancelled`} items={cancelled} locale={locale} />
      )}
    </Stack>
  )
}

function BookingGroup({
  title,
  items,
  locale,
}: {
  title: string
  items: readonly TBooking[]
  locale: TLocale
}) {
  return (
    <Stack as="section" aria-label={title} gap="2">
      <Heading as="h3" size="sm">
        {title} ({items.length})
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((booking) => (
          <BookingItem key={booking._id} booking={booking} locale={locale} />
        ))}
      </Stack>
    </Stack>
  )
}

function BookingItem({ booking, locale }: { booking: TBooking; locale: TLocale }) {
  const { t } = useLingui()
  const { unit } = booking
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderColor="app.border" borderRadius="l2">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{booking.bookingId}</Text>
        {booking.isDraft && (
          <Badge colorPalette="gray" variant="outline" size="sm">
            <Trans>Draft</Trans>
          </Badge>
        )}
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        <Item label={t`Unit`} value={`${unit.name} · ${unit.buildingName}`} />
        <Item label={t`Agreement value`} value={formatRupees(booking.agreementValue, locale)} />
        <Item label={t`Token amount`} value={formatRupees(booking.tokenAmount, locale)} />
        <Item label={t`Mode of payment`} value={booking.modeOfPayment} />
        <Item label={t`Booked on`} value={formatDate(booking.createdAt, locale)} />
      </DataList.Root>
    </Stack>
  )
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  )
}
