import type { MessageDescriptor } from '@lingui/core'
import { Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'

/** A dashboard's counts by bucket, every bucket listed (zeros included), and their total. */
export interface TBuckets<N extends string> {
  items: { name: N; count: number }[]
  total: number
}

export interface BucketPanelProps<N extends string> {
  /** The panel's heading (h2), which also names its region. */
  title: string
  query: UseQueryResult<TBuckets<N>>
  labels: Record<N, MessageDescriptor>
  /** Said instead of the buckets when the total is 0 ("No leads in this period"). */
  empty: ReactNode
  /** Wraps a bucket's card in a link to the list it counts; absent: the bucket is not a link. */
  linkOf?: (name: N | 'total', card: ReactNode) => ReactNode
}

/** A row of counts in a grid that wraps to fit the width (four to a row at 768 px). */
export function BucketPanel<N extends string>({
  title,
  query,
  labels,
  empty,
  linkOf = (_, card) => card,
}: BucketPanelProps<N>) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const heading = (
    <Heading as="h2" size="md">
      {title}
    </Heading>
  )
  if (query.data === undefined) {
    return (
      <Stack as="section" aria-label={title} gap="3">
        {heading}
        {query.isError ? (
          <ErrorState
            message={userMessage(query.error, i18n)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Skeleton height="6rem" borderRadius="l3" aria-label={t`Loading ${title}`} />
        )}
      </Stack>
    )
  }
  const { items, total } = query.data
  return (
    <Stack as="section" aria-label={title} aria-busy={query.isPlaceholderData} gap="3">
      {heading}
      {total === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <SimpleGrid minChildWidth="9rem" gap="3" opacity={query.isPlaceholderData ? 0.6 : 1}>
          {linkOf(
            'total',
            <BucketCard label={<Trans>Total</Trans>} count={formatIndianNumber(total, locale)} />,
          )}
          {items.map((item) => (
            <Fragment key={item.name}>
              {linkOf(
                item.name,
                <BucketCard
                  label={i18n._(labels[item.name])}
                  count={formatIndianNumber(item.count, locale)}
                />,
              )}
            </Fragment>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}

function BucketCard({ label, count }: { label: ReactNode; count: string }) {
  return (
    <Card.Root variant="outline" bg="app.surface" borderColor="app.border" height="full">
      <Card.Body gap="1" padding="3">
        <Text textStyle="sm" color="fg.muted">
          {label}
        </Text>
        <Text textStyle="2xl" fontWeight="semibold" data-testid="bucket-count">
          {count}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}
