import { HStack, IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { SlidersIcon } from '../../../components/ui/icons.tsx'
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx'
import { ThemeSwitch } from '../../../components/ui/theme-switch.tsx'

// The popover's code (its positioning engine above all) loads when it is first asked for, not
// with every signed-in first load (decision 0058); a pointer over the button starts it early.
const loadPopover = () => import('./display-settings-popover.tsx')
const DisplaySettingsPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.DisplaySettingsPopover })),
)

/**
 * Language and theme. Inline on wide screens; on a tablet behind one button, because the
 * header also carries the project, the organisation and sign-out, and Hindi labels run long.
 */
export function DisplaySettings({ compact }: { compact: boolean }) {
  const { t } = useLingui()
  const [asked, setAsked] = useState(false)
  if (!compact) {
    return (
      <HStack gap="2">
        <LanguageSwitch />
        <ThemeSwitch />
      </HStack>
    )
  }
  const button = (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={t`Language and theme`}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onClick={() => setAsked(true)}
    >
      <SlidersIcon />
    </IconButton>
  )
  if (!asked) return button
  return (
    <Suspense fallback={button}>
      <DisplaySettingsPopover />
    </Suspense>
  )
}
