import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The spec's 404 page ("Error code 404") for any address the app does not know. */
export function NotFound() {
  return (
    <Stack gap="4" align="flex-start" py={{ base: '8', md: '16' }}>
      <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
        404
      </Text>
      <Heading as="h1" size="2xl">
        <Trans>Error code 404</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          There is no page at this address. It may have moved, or the link may be mistyped.
        </Trans>
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/">
          <Trans>Go to the start page</Trans>
        </Link>
      </Button>
    </Stack>
  )
}
