import { Table } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import { ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { reportQueries } from '../api/reports-api.ts'
import { DATE_BASIS_LABELS } from '../../../lib/format/date-presets.ts'
import { JOB_STATUS_LABELS, SEND_STATUS_LABELS } from '../model/report-labels.ts'
import { JobActions, type TSaveFile } from './job-actions.tsx'

function useLocale() {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

/** The reports the user sent by e-mail, newest first. */
export function ReportLog({ slug }: { slug: string }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [pageIndex, setPageIndex] = useState(0)
  const log = useQuery(reportQueries.reportLog(slug, pageIndex))
  return (
    <PagedList
      query={log}
      loadingLabel={t`Loading the report log`}
      empty={<EmptyList title={<Trans>No reports sent yet</Trans>} />}
      count={(total) => <Plural value={total} one="# report sent" other="# reports sent" />}
      onPageChange={setPageIndex}
      pagerLabel={t`Pages of the report log`}
    >
      {(items, stale) => (
        <ScrollTable label={t`Report log`} caption={t`Reports sent, newest first`} stale={stale}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t`Sent to`}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t`Status`}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t`Requested`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((entry) => (
              <Table.Row key={entry._id}>
                <Table.Cell as="th" scope="row" fontWeight="normal" wordBreak="break-all">
                  {entry.emails.join(', ')}
                </Table.Cell>
                <Table.Cell>
                  {i18n._(SEND_STATUS_LABELS[entry.status])}
                  {entry.status === 'failed' && entry.message ? `: ${entry.message}` : ''}
                </Table.Cell>
                <Table.Cell>{formatDateTime(entry.createdAt, locale)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </PagedList>
  )
}

/**
 * The report files the user had made for the screen's project, newest first: a completed one
 * can be downloaded, a failed or expired one prepared again.
 */
export function ProcessingHistory({
  slug,
  projectId,
  save,
}: {
  slug: string
  projectId?: string | undefined
  save: TSaveFile
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [page, setPage] = useState({ projectId, index: 0 })
  // Another project's history starts on its first page.
  const pageIndex = page.projectId === projectId ? page.index : 0
  const history = useQuery(reportQueries.history(slug, projectId, pageIndex))
  return (
    <PagedList
      query={history}
      loadingLabel={t`Loading the processing history`}
      empty={<EmptyList title={<Trans>No report files prepared yet</Trans>} />}
      count={(total) => <Plural value={total} one="# file" other="# files" />}
      onPageChange={(index) => setPage({ projectId, index })}
      pagerLabel={t`Pages of the processing history`}
    >
      {(items, stale) => (
        <ScrollTable
          label={t`Processing history`}
          caption={t`Report files prepared, newest first`}
          stale={stale}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t`Requested`}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t`Period`}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t`Date basis`}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t`Status`}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t`File`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((job) => {
              const requested = formatDateTime(job.createdAt, locale)
              return (
                <Table.Row key={job._id}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">
                    {requested}
                  </Table.Cell>
                  <Table.Cell>
                    {formatDateTime(job.startTime, locale)} – {formatDateTime(job.endTime, locale)}
                  </Table.Cell>
                  <Table.Cell>{i18n._(DATE_BASIS_LABELS[job.filterBy])}</Table.Cell>
                  <Table.Cell>
                    {i18n._(JOB_STATUS_LABELS[job.status])}
                    {job.status === 'failed' && job.message ? `: ${job.message}` : ''}
                  </Table.Cell>
                  <Table.Cell>
                    <JobActions
                      slug={slug}
                      job={job}
                      save={save}
                      context={t`requested ${requested}`}
                    />
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </ScrollTable>
      )}
    </PagedList>
  )
}
