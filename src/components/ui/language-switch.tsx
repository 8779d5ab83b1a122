import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { activateLocale, isLocale, LOCALES, localeName } from '../../lib/i18n.ts'

export function LanguageSwitch() {
  const { i18n, t } = useLingui()
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t`Language`}
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void activateLocale(event.target.value)
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeName(locale)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
