import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { activateLocale, isLocale, LOCALES, localeName } from '../../lib/i18n.ts'
import { usePrerenderedChange } from '../../lib/prerendered-input.ts'

const choose = (value: string) => {
  if (isLocale(value)) void activateLocale(value)
}

export function LanguageSwitch() {
  const { i18n, t } = useLingui()
  // A language chosen on the build's drawing of a public page, before the app ran.
  usePrerenderedChange('language', choose)
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        name="language"
        aria-label={t`Language`}
        value={i18n.locale}
        onChange={(event) => choose(event.target.value)}
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
