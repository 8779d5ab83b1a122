import { Badge, HStack, Link as ChakraLink, Stack, Table } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { TBookingDetails, TBookingListQuery } from '../../../../contract/bookings.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { PagedList } from '../../../components/ui/paged-list.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { formatRupees } from '../../../lib/format/money.ts'
import type { TLocale } from '../../../lib/i18n.ts'
import { bookingListQuery } from '../api/bookings-api.ts'

export interface BookingsListProps {
  slug: string
  query: TBookingListQuery
  onQuery: (next: Partial<TBookingListQuery>) => void
}

/** The manage-bookings list: a project's bookings with their status, filtered and searched. */
export function BookingsList({ slug, query, onQuery }: BookingsListProps) {
  const { t, i18n } = useLingui()
  const list = useQuery(bookingListQuery(slug, query))
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <FilterSelect
          label={t`Status`}
          value={query.status ?? ''}
          onChange={(value) =>
            onQuery({ status: (value || undefined) as TBookingListQuery['status'], page: 1 })
          }
        >
          <option value="">{t`All`}</option>
          <option value="BOOKED">{t`Booked`}</option>
          <option value="CANCELLED">{t`Cancelled`}</option>
          <option value="DRAFT">{t`Drafts`}</option>
        </FilterSelect>
        <SearchBox
          label={t`Search bookings`}
          placeholder={t`Booking ID, buyer or unit`}
          value={query.search ?? ''}
          onSearch={(search) => onQuery({ search: search || undefined, page: 1 })}
        />
        <DataAsOf />
      </HStack>
      <PagedList
        query={list}
        loadingLabel={t`Loading bookings`}
        empty={<EmptyList title={<Trans>No bookings</Trans>} />}
        count={(total) => <Trans>{total} bookings</Trans>}
        onPageChange={(pageIndex) => onQuery({ page: pageIndex + 1 })}
      >
        {(items) => (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Booking ID`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Buyer`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Unit`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Agreement value`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((b) => (
                  <Row key={b._id} booking={b} locale={i18n.locale as TLocale} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </PagedList>
    </Stack>
  )
}

function Row({ booking: b, locale }: { booking: TBookingDetails; locale: TLocale }) {
  return (
    <Table.Row>
      <Table.Cell>
        <ChakraLink asChild>
          <Link
            to="/developer/manage-bookings/form"
            search={{ leadId: b.leadId, bookingId: b._id }}
          >
            {b.bookingId}
          </Link>
        </ChakraLink>
      </Table.Cell>
      <Table.Cell>{b.fullName}</Table.Cell>
      <Table.Cell>{`${b.unit.buildingName} · ${b.unit.name}`}</Table.Cell>
      <Table.Cell textAlign="end">{formatRupees(b.agreementValue, locale)}</Table.Cell>
      <Table.Cell>
        {b.isDraft ? (
          <Badge colorPalette="gray">
            <Trans>Draft</Trans>
          </Badge>
        ) : b.status === 'BOOKED' ? (
          <Badge colorPalette="green">
            <Trans>Booked</Trans>
          </Badge>
        ) : (
          <Badge colorPalette="red">
            <Trans>Cancelled</Trans>
          </Badge>
        )}
      </Table.Cell>
    </Table.Row>
  )
}
