import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../app/router.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
})

function NotFound() {
  return (
    <Container as="main" maxW="lg" py={{ base: '16', md: '24' }}>
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          <Trans>Error code 404</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>There is no page at this address.</Trans>
        </Text>
        <Button asChild colorPalette="brand">
          <Link to="/">
            <Trans>Go to the start page</Trans>
          </Link>
        </Button>
      </Stack>
    </Container>
  )
}
