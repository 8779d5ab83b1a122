import { IconButton, Popover, Portal, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SlidersIcon } from '../../../components/ui/icons.tsx'
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx'
import { ThemeSwitch } from '../../../components/ui/theme-switch.tsx'

/** The compact header's language and theme, open from the moment it is first asked for. */
export function DisplaySettingsPopover() {
  const { t } = useLingui()
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
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
