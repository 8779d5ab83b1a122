import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SyncCenter } from '../../features/sync/components/sync-center.tsx'

export const Route = createFileRoute('/developer/sync')({
  component: SyncCenterPage,
})

function SyncCenterPage() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Sync center</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Changes made on this device, until the server confirms them.</Trans>
        </Text>
      </Stack>
      <SyncCenter />
    </Stack>
  )
}
