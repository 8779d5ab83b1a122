import { Button, EmptyState, HStack, Skeleton, Stack, Table, Text, VStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { COUNTRY_CODE } from '../../../../contract/auth.ts'
import { InboxIcon } from '../../../components/ui/icons.tsx'
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
  if (pageInfo.totalNumItems === 0) return <NoDemoRequests />
  const pageCount = Math.max(1, Math.ceil(pageInfo.totalNumItems / pageInfo.pageSize))
  const page = fromWirePage(pageInfo.pageNumber)
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const shownPage = page + 1
  const total = pageInfo.totalNumItems

  return (
    <Stack gap="4">
      {/* Focusable, so keyboard users can scroll the wide table sideways on a tablet. */}
      <Table.ScrollArea
        tabIndex={0}
        role="region"
        aria-label={t`Demo requests`}
        focusVisibleRing="outside"
        borderWidth="1px"
        borderColor="app.border"
        borderRadius="l3"
        bg="app.surface"
      >
        <Table.Root size="sm" aria-busy={list.isPlaceholderData}>
          <Table.Caption srOnly>{t`Demo requests, newest first`}</Table.Caption>
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
        </Table.Root>
      </Table.ScrollArea>
      <HStack as="nav" aria-label={t`Pages`} justify="space-between">
        <Text color="fg.muted" textStyle="sm">
          <Trans>
            Page {shownPage} of {pageCount} · {total} requests
          </Trans>
        </Text>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={page === 0}
            onClick={() => setPageIndex(page - 1)}
          >
            <Trans>Previous</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={page + 1 >= pageCount}
            onClick={() => setPageIndex(page + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </HStack>
      </HStack>
    </Stack>
  )
}

function NoDemoRequests() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <InboxIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>
            <Trans>No demo requests yet</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>Requests sent from the public demo page will appear here.</Trans>
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
