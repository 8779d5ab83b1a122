import { Button, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { POST_SALES_PATHS, type TLetter } from '../../../../contract/post-sales.ts'
import { formatDate } from '../../../lib/format/date-display.ts'
import { formatPaise } from '../../../lib/format/paise.ts'
import type { TLocale } from '../../../lib/i18n.ts'
import type { useDownload } from './use-download.ts'

const pdfPath = (slug: string, letter: TLetter) =>
  letter.kind === 'allotment'
    ? POST_SALES_PATHS.allotmentLetterPdf(slug, letter._id)
    : POST_SALES_PATHS.demandLetterPdf(slug, letter._id)

/** Allotment or demand letters, each downloadable as its PDF. */
export function LettersTable({
  slug,
  letters,
  online,
  locale,
  download,
  customerColumn = false,
}: {
  slug: string
  letters: readonly TLetter[]
  online: boolean
  locale: TLocale
  download: ReturnType<typeof useDownload>
  customerColumn?: boolean
}) {
  const { t } = useLingui()
  const demand = letters.some((l) => l.kind === 'demand')
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={demand ? t`Demand letters` : t`Allotment letters`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Letter`}</Table.ColumnHeader>
            {customerColumn ? <Table.ColumnHeader>{t`Customer`}</Table.ColumnHeader> : null}
            {demand ? (
              <Table.ColumnHeader hideBelow={customerColumn ? 'lg' : undefined}>
                {t`Milestone`}
              </Table.ColumnHeader>
            ) : null}
            {demand ? (
              <Table.ColumnHeader textAlign="end">{t`Amount due`}</Table.ColumnHeader>
            ) : null}
            {demand ? <Table.ColumnHeader hideBelow="lg">{t`Due date`}</Table.ColumnHeader> : null}
            <Table.ColumnHeader>{t`Download`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {letters.map((l) => {
            const path = pdfPath(slug, l)
            const letterNo = l.letterNo
            const issuedOn = formatDate(l.issuedOn, locale)
            return (
              <Table.Row key={l._id}>
                <Table.Cell whiteSpace="nowrap">
                  {letterNo}
                  <Text textStyle="xs" color="fg.muted">
                    <Trans>Issued on {issuedOn}</Trans>
                  </Text>
                </Table.Cell>
                {customerColumn ? (
                  <Table.Cell>
                    {l.customerName}
                    <Text textStyle="xs" color="fg.muted">
                      {`${l.bookingId} · ${l.unit.buildingName} · ${l.unit.name}`}
                    </Text>
                  </Table.Cell>
                ) : null}
                {demand ? (
                  <Table.Cell hideBelow={customerColumn ? 'lg' : undefined}>
                    {l.milestoneName ?? '—'}
                  </Table.Cell>
                ) : null}
                {demand ? (
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {l.amountDuePaise === null ? '—' : formatPaise(l.amountDuePaise, locale)}
                  </Table.Cell>
                ) : null}
                {demand ? (
                  <Table.Cell hideBelow="lg" whiteSpace="nowrap">
                    {l.dueDate ? formatDate(l.dueDate, locale) : '—'}
                  </Table.Cell>
                ) : null}
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={!online}
                    loading={download.busy === path}
                    onClick={() => void download.download(path, `${l.letterNo}.pdf`)}
                    aria-label={t`PDF of letter ${letterNo}`}
                  >
                    <Trans>PDF</Trans>
                  </Button>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
