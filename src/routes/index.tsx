import { Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LanguageSwitch } from '../components/ui/language-switch.tsx'
import { ServerStatus } from '../features/server-status/components/server-status.tsx'
import { PRODUCT_NAME } from '../lib/brand.ts'

export const Route = createFileRoute('/')({
  component: StartPage,
})

function StartPage() {
  return (
    <Container as="main" maxW="2xl" py={{ base: '10', md: '20' }}>
      <Stack gap="8">
        <HStack justify="space-between" align="center">
          <HStack gap="3">
            <Image src="/favicon.svg" alt="" boxSize="10" />
            <Heading as="h1" size="2xl" color="brand.fg">
              {PRODUCT_NAME}
            </Heading>
          </HStack>
          <LanguageSwitch />
        </HStack>
        <Text fontSize="lg" color="fg.muted">
          <Trans>
            Leads, site visits, bookings and customers for property sales teams, even when the
            connection drops.
          </Trans>
        </Text>
        <ServerStatus />
      </Stack>
    </Container>
  )
}
