import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { usePrerenderedChange } from '../../lib/prerendered-input.ts'
import { isTheme, THEMES, useColorTheme, type TTheme } from './color-theme.tsx'

/** Light, dark or auto (follows the system), stored on the device. */
export function ThemeSwitch() {
  const { t } = useLingui()
  const { theme, setTheme } = useColorTheme()
  const choose = (value: string) => {
    if (isTheme(value)) setTheme(value)
  }
  // A theme chosen on the build's drawing of a public page, before the app ran.
  usePrerenderedChange('theme', choose)
  const labels: Record<TTheme, string> = {
    light: t`Light`,
    dark: t`Dark`,
    system: t({ message: 'Auto', comment: 'Theme that follows the operating system setting' }),
  }
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        name="theme"
        aria-label={t`Theme`}
        value={theme}
        onChange={(event) => choose(event.target.value)}
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
