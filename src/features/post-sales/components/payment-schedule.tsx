import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TCustomerDetails, TCustomerMilestone } from '../../../../contract/post-sales.ts'
import { POST_SALES_PATHS } from '../../../../contract/post-sales.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { formatDate } from '../../../lib/format/date-display.ts'
import { formatPaise } from '../../../lib/format/paise.ts'
import type { TLocale } from '../../../lib/i18n.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { useIssueLetter } from '../api/post-sales-api.ts'
import { balanceOf } from '../model/payment-form.ts'
import { MILESTONE_STATUS_COLORS, MILESTONE_STATUS_LABELS, shareText } from './labels.ts'
import { Section } from './section.tsx'
import type { useDownload } from './use-download.ts'

export function MilestoneStatusBadge({ status }: { status: TCustomerMilestone['status'] }) {
  const { i18n } = useLingui()
  return (
    <Badge colorPalette={MILESTONE_STATUS_COLORS[status]} data-status={status}>
      {i18n._(MILESTONE_STATUS_LABELS[status])}
    </Badge>
  )
}

/**
 * The payment plan's milestones: each one's share, amount, what was paid, its due date and
 * status (judged by the server's clock), with its actions: record a payment, issue or download
 * its demand letter.
 */
export function PaymentSchedule({
  slug,
  customer: c,
  canPay,
  online,
  locale,
  onRecord,
  download,
}: {
  slug: string
  customer: TCustomerDetails
  canPay: boolean
  online: boolean
  locale: TLocale
  onRecord: (milestoneId: string) => void
  download: ReturnType<typeof useDownload>
}) {
  const { t, i18n } = useLingui()
  const issue = useIssueLetter(slug)
  const acting = canPay && c.status === 'BOOKED'
  const demand = async (m: TCustomerMilestone) => {
    const name = m.name
    try {
      await issue.mutateAsync({ kind: 'demand', bookingId: c._id, milestoneId: m._id })
      toaster.success({ title: t`Demand letter issued for ${name}` })
    } catch (error) {
      toaster.error({ title: problemText(error, i18n) })
    }
  }
  if (!c.plan)
    return (
      <Section id="customer-plan" title={<Trans>Payment plan</Trans>}>
        <Text color="fg.muted">
          <Trans>This booking has no payment plan.</Trans>
        </Text>
      </Section>
    )
  const planName = c.plan.name
  return (
    <Section id="customer-plan" title={<Trans>Payment plan: {planName}</Trans>}>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-label={t`Milestones`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Milestone`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" hideBelow="lg">
                {t`Received`}
              </Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="lg">{t`Due date`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Actions`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {c.plan.milestones.map((m) => {
              const name = m.name
              const received = formatPaise(m.paidPaise, locale)
              const due = m.dueDate ? formatDate(m.dueDate, locale) : '—'
              const letterPath = m.demandLetterId
                ? POST_SALES_PATHS.demandLetterPdf(slug, m.demandLetterId)
                : null
              return (
                <Table.Row key={m._id} data-milestone={m.seq}>
                  <Table.Cell>
                    {name}
                    <Text textStyle="xs" color="fg.muted">
                      {shareText(m.shareBp)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatPaise(m.amountPaise, locale)}
                    <Text textStyle="xs" color="fg.muted" hideFrom="lg">
                      <Trans>Received {received}</Trans>
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="lg">
                    {received}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" hideBelow="lg">
                    {due}
                  </Table.Cell>
                  <Table.Cell>
                    <MilestoneStatusBadge status={m.status} />
                    {m.dueDate ? (
                      <Text textStyle="xs" color="fg.muted" hideFrom="lg" whiteSpace="nowrap">
                        <Trans>Due {due}</Trans>
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      {acting && balanceOf(m) > 0 ? (
                        <Button
                          size="xs"
                          colorPalette="brand"
                          disabled={!online}
                          onClick={() => onRecord(m._id)}
                          aria-label={t`Record payment for ${name}`}
                        >
                          <Trans>Record payment</Trans>
                        </Button>
                      ) : null}
                      {letterPath ? (
                        <Button
                          size="xs"
                          variant="outline"
                          disabled={!online}
                          loading={download.busy === letterPath}
                          onClick={() => void download.download(letterPath, 'demand-letter.pdf')}
                          aria-label={t`Demand letter for ${name}, download`}
                        >
                          <Trans>Demand letter</Trans>
                        </Button>
                      ) : acting && m.status !== 'Paid' ? (
                        <Button
                          size="xs"
                          variant="outline"
                          disabled={!online}
                          loading={
                            issue.isPending &&
                            issue.variables?.kind === 'demand' &&
                            issue.variables.milestoneId === m._id
                          }
                          onClick={() => void demand(m)}
                          aria-label={t`Issue demand letter for ${name}`}
                        >
                          <Trans>Issue demand letter</Trans>
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
    </Section>
  )
}
