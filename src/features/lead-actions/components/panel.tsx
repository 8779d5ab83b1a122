import { Badge, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { BELOW_WORKSPACE_HEADER } from '../../../components/ui/workspace.tsx'
import { isUnreachable, userMessage } from '../../../lib/http.ts'

/** One of the lead's action areas: a titled section. */
export function Panel({
  id,
  title,
  actions,
  children,
}: {
  /** Where the lead's quick actions go (model/action-sections.ts). */
  id?: string
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Stack
      as="section"
      id={id}
      aria-label={title}
      // Lands below the sticky headers when jumped to.
      scrollMarginTop={BELOW_WORKSPACE_HEADER}
      gap="4"
      p="4"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Stack>
  )
}

/** The action waits in the outbox (see the sync center); refused ones need a person there. */
export function WaitingBadge({ refused = false }: { refused?: boolean }) {
  return refused ? (
    <Badge colorPalette="red" variant="outline" size="sm">
      <Trans>Needs attention in the sync center</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="yellow" variant="outline" size="sm">
      <Trans>Waiting to sync</Trans>
    </Badge>
  )
}

/**
 * A list's loading, failure and "nothing yet" states; children once there is something. With no
 * network and no copy on the device, `notOnDevice` says so in place of an error and a retry.
 */
export function ListState({
  query,
  empty,
  notOnDevice,
  isEmpty,
  inList = false,
  children,
}: {
  query: {
    isPending: boolean
    isError: boolean
    error: unknown
    isFetching: boolean
    refetch: () => unknown
  }
  empty: ReactNode
  notOnDevice?: ReactNode
  isEmpty: boolean
  /** In a list (`ul`): what stands in for the items is an item too. */
  inList?: boolean
  children: ReactNode
}) {
  const state = listState({ query, empty, notOnDevice, isEmpty })
  if (state === null) return <>{children}</>
  return inList ? <li>{state}</li> : state
}

function listState({
  query,
  empty,
  notOnDevice,
  isEmpty,
}: {
  query: Parameters<typeof ListState>[0]['query']
  empty: ReactNode
  notOnDevice?: ReactNode
  isEmpty: boolean
}): ReactNode {
  if (query.isPending && isEmpty) return <Skeleton height="4rem" />
  if (query.isError && isEmpty && notOnDevice && isUnreachable(query.error)) {
    return (
      <Text color="fg.muted" textStyle="sm">
        {notOnDevice}
      </Text>
    )
  }
  if (query.isError && isEmpty) {
    return <ListError query={query} />
  }
  if (isEmpty) {
    return (
      <Text color="fg.muted" textStyle="sm">
        {empty}
      </Text>
    )
  }
  return null
}

function ListError({ query }: { query: Parameters<typeof ListState>[0]['query'] }) {
  const { i18n } = useLingui()
  return (
    <ErrorState
      message={userMessage(query.error, i18n)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  )
}
