import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ServerStatus } from '../features/server-status/components/server-status.tsx'
import { PublicLayout } from '../features/shell/components/public-layout.tsx'
import { PRODUCT_NAME } from '../lib/brand.ts'

export const Route = createFileRoute('/')({
  component: StartPage,
})

function StartPage() {
  return (
    <PublicLayout maxW="2xl">
      <Stack gap="8">
        <Heading as="h1" size="3xl" color="brand.fg">
          {PRODUCT_NAME}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          <Trans>
            Leads, site visits, bookings and customers for property sales teams, even when the
            connection drops.
          </Trans>
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <Link to="/login">
              <Trans>Sign in</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/demo-request">
              <Trans>Request a demo</Trans>
            </Link>
          </Button>
        </HStack>
        <ServerStatus />
      </Stack>
    </PublicLayout>
  )
}
