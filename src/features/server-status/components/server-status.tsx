import { Button, Card, HStack, Spinner, Status, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { userMessage } from '../../../lib/http.ts'
import { useHealth } from '../api/get-health.ts'

/** Live reachability of the API, for the start page and, later, the about screen. */
export function ServerStatus() {
  const health = useHealth()
  const { i18n } = useLingui()

  return (
    <Card.Root variant="outline" width="full" aria-live="polite">
      <Card.Body gap="3">
        <Text fontWeight="semibold">
          <Trans>Server status</Trans>
        </Text>
        {health.isPending ? (
          <HStack gap="3">
            <Spinner size="sm" color="brand.fg" />
            <Text>
              <Trans>Checking the server…</Trans>
            </Text>
          </HStack>
        ) : health.isError ? (
          <HStack gap="3" justify="space-between" wrap="wrap">
            <Status.Root colorPalette="red">
              <Status.Indicator />
              {userMessage(health.error, i18n)}
            </Status.Root>
            <Button
              size="sm"
              variant="outline"
              loading={health.isFetching}
              onClick={() => void health.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          </HStack>
        ) : (
          <ServerUp version={health.data.version} />
        )}
      </Card.Body>
    </Card.Root>
  )
}

function ServerUp({ version }: { version: string }) {
  return (
    <Status.Root colorPalette="green">
      <Status.Indicator />
      <Trans>Server is up (version {version})</Trans>
    </Status.Root>
  )
}
