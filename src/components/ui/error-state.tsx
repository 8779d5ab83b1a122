import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

/** A failed load shown in place, with the catalogue message and a way to try again. */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
}: {
  message: string
  onRetry: () => void
  retrying?: boolean
}) {
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{message}</EmptyState.Title>
        </VStack>
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          <Trans>Try again</Trans>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
