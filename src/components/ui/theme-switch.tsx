import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useTheme } from 'next-themes'

const THEMES = ['light', 'dark', 'system'] as const
type TTheme = (typeof THEMES)[number]

function isTheme(value: unknown): value is TTheme {
  return THEMES.includes(value as TTheme)
}

/** Light, dark or auto (follows the system); next-themes stores the choice locally. */
export function ThemeSwitch() {
  const { t } = useLingui()
  const { theme, setTheme } = useTheme()
  const labels: Record<TTheme, string> = {
    light: t`Light`,
    dark: t`Dark`,
    system: t({ message: 'Auto', comment: 'Theme that follows the operating system setting' }),
  }
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t`Theme`}
        value={isTheme(theme) ? theme : 'light'}
        onChange={(event) => {
          if (isTheme(event.target.value)) setTheme(event.target.value)
        }}
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
