import { Alert, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { TOption } from '../../../../contract/bookings.ts'
import type { TCustomerDetails } from '../../../../contract/post-sales.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { customerQuery } from '../api/post-sales-api.ts'
import { BookingDetails } from './booking-details.tsx'
import { LettersSection } from './letters-section.tsx'
import { PaymentSchedule } from './payment-schedule.tsx'
import { PaymentsTable } from './payments-table.tsx'
import { RecordPaymentDialog } from './record-payment-dialog.tsx'
import { Section } from './section.tsx'
import { useDownload, type TSaveFile } from './use-download.ts'

export interface CustomerPageProps {
  slug: string
  bookingRef: string
  online: boolean
  /** What the user may do on this customer's project. */
  can: { pay: boolean; reveal: boolean }
  /** The organisation's payment modes (the bookings' list, composed by the route). */
  modes: readonly TOption[]
  save: TSaveFile
  /** The cost sheet the booking was sold with, drawn by the cost sheet feature. */
  costSheet: (customer: TCustomerDetails) => ReactNode
}

/**
 * A customer's page: the booking, the payment plan with each milestone's status, payments with
 * their receipts, letters and the cost sheet. A stored read: opens offline with its age once
 * seen; recording a payment or issuing a letter needs the network and says so.
 */
export function CustomerPage({
  slug,
  bookingRef,
  online,
  can,
  modes,
  save,
  costSheet,
}: CustomerPageProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const query = useQuery(customerQuery(slug, bookingRef))
  const download = useDownload(save)
  const [recording, setRecording] = useState<string | null>(null)
  if (query.data === undefined)
    return query.isError ? (
      <ErrorState
        message={userMessage(query.error, i18n)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <Skeleton height="30rem" borderRadius="l3" aria-label={t`Loading the customer`} />
    )
  const c = query.data
  return (
    <Stack gap="4">
      <DataAsOf />
      {online ? null : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              You are offline: this is the customer as last seen. Recording payments, issuing
              letters and downloads need a connection.
            </Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <BookingDetails
        slug={slug}
        customer={c}
        canReveal={can.reveal}
        online={online}
        locale={locale}
      />
      <PaymentSchedule
        slug={slug}
        customer={c}
        canPay={can.pay}
        online={online}
        locale={locale}
        onRecord={setRecording}
        download={download}
      />
      <Section id="customer-payments" title={<Trans>Payments and receipts</Trans>}>
        <PaymentsTable
          slug={slug}
          payments={c.payments}
          online={online}
          locale={locale}
          download={download}
        />
      </Section>
      <LettersSection
        slug={slug}
        customer={c}
        canIssue={can.pay}
        online={online}
        locale={locale}
        download={download}
      />
      <Section id="customer-cost-sheet" title={<Trans>Cost sheet</Trans>}>
        {c.costSheet ? (
          costSheet(c)
        ) : (
          <Text color="fg.muted">
            <Trans>This booking was made without a cost sheet.</Trans>
          </Text>
        )}
      </Section>
      {recording ? (
        <RecordPaymentDialog
          key={recording}
          slug={slug}
          customer={c}
          milestoneId={recording}
          modes={modes}
          online={online}
          locale={locale}
          onClose={() => setRecording(null)}
        />
      ) : null}
    </Stack>
  )
}
