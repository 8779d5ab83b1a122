import { Button, HStack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { POST_SALES_PATHS, type TPayment } from '../../../../contract/post-sales.ts'
import { formatDate } from '../../../lib/format/date-display.ts'
import { formatPaise } from '../../../lib/format/paise.ts'
import type { TLocale } from '../../../lib/i18n.ts'
import type { useDownload } from './use-download.ts'

/** Payments with their receipts (and files), newest first; the customer's page and the lists. */
export function PaymentsTable({
  slug,
  payments,
  online,
  locale,
  download,
  customerColumn = false,
}: {
  slug: string
  payments: readonly (TPayment & { customerName?: string; bookingId?: string })[]
  online: boolean
  locale: TLocale
  download: ReturnType<typeof useDownload>
  /** The lists show whose payment each is. */
  customerColumn?: boolean
}) {
  const { t } = useLingui()
  if (payments.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>No payments recorded yet.</Trans>
      </Text>
    )
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={t`Payments`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Receipt`}</Table.ColumnHeader>
            {customerColumn ? <Table.ColumnHeader>{t`Customer`}</Table.ColumnHeader> : null}
            <Table.ColumnHeader hideBelow={customerColumn ? 'lg' : undefined}>
              {t`Milestone`}
            </Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="lg">{t`Mode`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Amount paid`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Download`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((p) => {
            const receipt = POST_SALES_PATHS.receiptPdf(slug, p._id)
            const file = POST_SALES_PATHS.paymentFile(slug, p._id)
            const receiptNo = p.paymentId
            const paidOn = formatDate(p.paidOn, locale)
            const charges = formatPaise(p.additionalChargesPaise, locale)
            return (
              <Table.Row key={p._id}>
                <Table.Cell whiteSpace="nowrap">
                  {receiptNo}
                  <Text textStyle="xs" color="fg.muted">
                    <Trans>Paid on {paidOn}</Trans>
                  </Text>
                </Table.Cell>
                {customerColumn ? (
                  <Table.Cell>
                    {p.customerName}
                    <Text textStyle="xs" color="fg.muted">
                      {p.bookingId}
                    </Text>
                  </Table.Cell>
                ) : null}
                <Table.Cell hideBelow={customerColumn ? 'lg' : undefined}>
                  {p.milestoneName}
                </Table.Cell>
                <Table.Cell hideBelow="lg">
                  {p.mode}
                  {p.referenceNumber ? (
                    <Text textStyle="xs" color="fg.muted">
                      {p.referenceNumber}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatPaise(p.amountPaise, locale)}
                  {p.additionalChargesPaise > 0 ? (
                    <Text textStyle="xs" color="fg.muted">
                      <Trans>+ {charges} charges</Trans>
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={!online}
                      loading={download.busy === receipt}
                      onClick={() => void download.download(receipt, `receipt-${p.paymentId}.pdf`)}
                      aria-label={t`Receipt ${receiptNo}, download`}
                    >
                      <Trans>Receipt</Trans>
                    </Button>
                    {p.fileType ? (
                      <Button
                        size="xs"
                        variant="ghost"
                        disabled={!online}
                        loading={download.busy === file}
                        onClick={() => void download.download(file, `${p.paymentId}.${p.fileType}`)}
                        aria-label={t`File of payment ${receiptNo}, download`}
                      >
                        <Trans>File</Trans>
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
