import { HStack, IconButton, Popover, Portal, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SlidersIcon } from '../../../components/ui/icons.tsx'
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx'
import { ThemeSwitch } from '../../../components/ui/theme-switch.tsx'

/**
 * Language and theme. Inline on wide screens; on a tablet behind one button, because the
 * header also carries the project, the organisation and sign-out, and Hindi labels run long.
 */
export function DisplaySettings({ compact }: { compact: boolean }) {
  const { t } = useLingui()
  if (!compact) {
    return (
      <HStack gap="2">
        <LanguageSwitch />
        <ThemeSwitch />
      </HStack>
    )
  }
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t`Language and theme`}>
          <SlidersIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto">
            <Popover.Body>
              <Stack gap="3">
                {/* The title names the popover's dialog for screen readers. */}
                <Popover.Title fontWeight="medium">
                  <Trans>Language and theme</Trans>
                </Popover.Title>
                <LanguageSwitch />
                <ThemeSwitch />
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
