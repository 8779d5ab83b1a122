import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useTheme } from 'next-themes'
import { usePrerenderedChange } from '../../lib/prerendered-input.ts'

const THEMES = ['light', 'dark', 'system'] as const
type TTheme = (typeof THEMES)[number]

function isTheme(value: unknown): value is TTheme {
  return THEMES.includes(value as TTheme)
}

/** Light, dark or auto (follows the system); next-themes stores the choice locally. */
export function ThemeSwitch() {
  const { t } = useLingui()
  const { theme, setTheme } = useTheme()
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
        value={isTheme(theme) ? theme : 'light'}
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
