import { Skeleton, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { TPageInfo } from '../../../contract/common.ts'
import { fromWirePage, userMessage } from '../../lib/http.ts'
import { ErrorState } from './error-state.tsx'
import { Pager, pageCountOf } from './pager.tsx'

export interface PagedListProps<T> {
  /** One page of the list from the server, filtered by the view. */
  query: UseQueryResult<{ items: T[]; pageInfo: TPageInfo }>
  /** The loading placeholder's name for screen readers ("Loading tasks"). */
  loadingLabel: string
  /** Shown when the server has no rows for the view. */
  empty: ReactNode
  /** The count above the rows ("45 tasks"). */
  count: (total: number) => ReactNode
  onPageChange: (pageIndex: number) => void
  /** The pager's name where a screen has more than one paged list ("Pages of tasks"). */
  pagerLabel?: string
  /** The rows; `stale` while the previous view's rows wait for the next ones. */
  children: (items: readonly T[], stale: boolean) => ReactNode
}

/** A server-paged list: placeholder, failure, empty, or the count, the rows and the pager. */
export function PagedList<T>({
  query,
  loadingLabel,
  empty,
  count,
  onPageChange,
  pagerLabel,
  children,
}: PagedListProps<T>) {
  const { i18n } = useLingui()
  // A failed refetch keeps the rows it had: only a list that never loaded shows the failure.
  if (query.data === undefined) {
    return query.isError ? (
      <ErrorState
        message={userMessage(query.error, i18n)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <Skeleton height="20rem" borderRadius="l3" aria-label={loadingLabel} />
    )
  }
  const { items, pageInfo } = query.data
  if (pageInfo.totalNumItems === 0) return empty
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        {count(pageInfo.totalNumItems)}
      </Text>
      {children(items, query.isPlaceholderData)}
      <Pager
        pageIndex={fromWirePage(pageInfo.pageNumber)}
        pageCount={pageCountOf(pageInfo.totalNumItems, pageInfo.pageSize)}
        onChange={onPageChange}
        label={pagerLabel}
      />
    </Stack>
  )
}
