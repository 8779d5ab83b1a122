import { Skeleton, Stack, Table } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { COUNTRY_CODE } from '../../../../contract/auth.ts'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { Pager, pageCountOf } from '../../../components/ui/pager.tsx'
import { ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { fromWirePage, userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useDemoRequests } from '../api/list-demo-requests.ts'

/** The administrators' list of demo requests from the public page, newest first, paged. */
export function DemoRequestList({ slug }: { slug: string }) {
  const { t, i18n } = useLingui()
  const [pageIndex, setPageIndex] = useState(0)
  const list = useDemoRequests(slug, pageIndex)

  if (list.isPending) return <Skeleton height="20rem" borderRadius="l3" />
  if (list.isError) {
    return (
      <ErrorState
        message={userMessage(list.error, i18n)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    )
  }

  const { items, pageInfo } = list.data
  if (pageInfo.totalNumItems === 0) {
    return (
      <EmptyList
        title={<Trans>No demo requests yet</Trans>}
        description={<Trans>Requests sent from the public demo page will appear here.</Trans>}
      />
    )
  }
  const pageCount = pageCountOf(pageInfo.totalNumItems, pageInfo.pageSize)
  const page = fromWirePage(pageInfo.pageNumber)
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const shownPage = page + 1
  const total = pageInfo.totalNumItems

  return (
    <Stack gap="4">
      <ScrollTable
        label={t`Demo requests`}
        caption={t`Demo requests, newest first`}
        stale={list.isPlaceholderData}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Received</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Company</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>City</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Email</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Mobile</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Message</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((request) => (
            <Table.Row key={request._id}>
              <Table.Cell whiteSpace="nowrap">
                {formatDateTime(request.createdAt, locale)}
              </Table.Cell>
              <Table.Cell>{request.name}</Table.Cell>
              <Table.Cell>{request.company}</Table.Cell>
              <Table.Cell>{request.city}</Table.Cell>
              <Table.Cell>{request.email}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{`+${COUNTRY_CODE} ${request.phone}`}</Table.Cell>
              <Table.Cell minW="15rem" color="fg.muted">
                {request.message}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
      <Pager pageIndex={page} pageCount={pageCount} onChange={setPageIndex}>
        <Trans>
          Page {shownPage} of {pageCount} · {total} requests
        </Trans>
      </Pager>
    </Stack>
  )
}
