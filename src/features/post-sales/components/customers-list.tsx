import { Badge, HStack, Link as ChakraLink, Stack, Table, Tabs, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { TBookingStatus } from '../../../../contract/bookings.ts'
import type { TCustomer, TCustomerListQuery } from '../../../../contract/post-sales.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { formatDate } from '../../../lib/format/date-display.ts'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { formatPaise } from '../../../lib/format/paise.ts'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '../../../lib/i18n.ts'
import { customersQuery } from '../api/post-sales-api.ts'
import { TAB_LIST_PROPS } from './labels.ts'

export interface CustomersListProps {
  slug: string
  query: TCustomerListQuery
  onQuery: (next: Partial<TCustomerListQuery>) => void
  /** Filters of the screen's own (the project), before the search. */
  filters?: ReactNode
}

/**
 * A project's customers (spec 002): the Booked and Cancelled tabs with their counts, a search,
 * last updated first; contact details masked as the server sends them. Opens offline once seen.
 */
export function CustomersList({ slug, query, onQuery, filters }: CustomersListProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const list = useQuery(customersQuery(slug, query))
  const counts = list.data?.counts
  const tab = (status: TBookingStatus, label: string) => (
    <Tabs.Trigger value={status} gap="2">
      {label}
      <Badge size="sm" variant={query.status === status ? 'solid' : 'subtle'} minW="8">
        {counts ? formatIndianNumber(counts[status], locale) : '–'}
      </Badge>
    </Tabs.Trigger>
  )
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        {filters}
        <SearchBox
          label={t`Search customers`}
          placeholder={t`Booking ID, name or unit`}
          value={query.searchKeyword ?? ''}
          onSearch={(searchKeyword) =>
            onQuery({ searchKeyword: searchKeyword || undefined, page: 1 })
          }
        />
        <DataAsOf />
      </HStack>
      <Tabs.Root
        value={query.status}
        onValueChange={(e) => onQuery({ status: e.value as TBookingStatus, page: 1 })}
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t`Customers by booking status`} {...TAB_LIST_PROPS}>
          {tab('BOOKED', t`Booked`)}
          {tab('CANCELLED', t`Cancelled`)}
        </Tabs.List>
        {(['BOOKED', 'CANCELLED'] as const).map((status) => (
          <Tabs.Content key={status} value={status} pt="4">
            <PagedList
              query={list}
              loadingLabel={t`Loading customers`}
              empty={
                <EmptyList
                  title={
                    status === 'BOOKED' ? (
                      <Trans>No booked customers</Trans>
                    ) : (
                      <Trans>No cancelled bookings</Trans>
                    )
                  }
                />
              }
              count={(total) => <Trans>{total} customers</Trans>}
              onPageChange={(pageIndex) => onQuery({ page: pageIndex + 1 })}
            >
              {(items) => <CustomerTable items={items} locale={locale} />}
            </PagedList>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  )
}

function CustomerTable({ items, locale }: { items: readonly TCustomer[]; locale: TLocale }) {
  const { t } = useLingui()
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Booking ID`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Customer`}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="xl">{t`Mobile`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Agreement value`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Received`}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="lg">{t`Last update`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((c) => (
            <Table.Row key={c._id}>
              <Table.Cell>
                <ChakraLink asChild>
                  <Link
                    to="/developer/post-sales/customers/$bookingId"
                    params={{ bookingId: c._id }}
                  >
                    {c.bookingId}
                  </Link>
                </ChakraLink>
              </Table.Cell>
              <Table.Cell>
                {c.fullName}
                <Text
                  textStyle="xs"
                  color="fg.muted"
                >{`${c.unit.buildingName} · ${c.unit.name}`}</Text>
              </Table.Cell>
              <Table.Cell hideBelow="xl">{c.whatsappNumber}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatPaise(c.agreementValuePaise, locale)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatPaise(c.paidPaise, locale)}
              </Table.Cell>
              <Table.Cell hideBelow="lg" whiteSpace="nowrap">
                {formatDate(c.updatedAt, locale)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
