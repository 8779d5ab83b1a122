import { Button, Center, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { RotateIcon } from './icons.tsx'
import { useMediaQuery } from './use-media-query.ts'

/** Portrait screens up to a large tablet's width: too narrow for wide tables and boards. */
export const PORTRAIT_TABLET_QUERY = '(orientation: portrait) and (max-width: 1024px)'

/**
 * Wraps a screen that needs landscape (wide tables, boards). On a portrait tablet it asks the
 * user to rotate first; the user may still carry on in portrait.
 */
export function NeedsLandscape({ children }: { children: ReactNode }) {
  const portrait = useMediaQuery(PORTRAIT_TABLET_QUERY)
  const [dismissed, setDismissed] = useState(false)
  if (!portrait || dismissed) return children
  return (
    <Center minH="60vh" p="6">
      <Stack gap="4" align="center" textAlign="center" maxW="sm" role="status">
        <RotateIcon boxSize="12" color="brand.fg" />
        <Text fontSize="lg" fontWeight="semibold">
          <Trans>Turn your tablet to landscape</Trans>
        </Text>
        <Text color="fg.muted">
          <Trans>This screen shows more than fits in portrait. It works best held sideways.</Trans>
        </Text>
        <Button variant="outline" onClick={() => setDismissed(true)}>
          <Trans>Continue in portrait</Trans>
        </Button>
      </Stack>
    </Center>
  )
}
