import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime, formatTime, isTodayInIndia } from '../../lib/format/date-display.ts'
import { useOldestCachedAt } from '../../lib/freshness.ts'
import { DEFAULT_LOCALE, isLocale } from '../../lib/i18n.ts'

/** When the screen's data came from the service worker's store: how old it is; else nothing. */
export function DataAsOf() {
  const storedAt = useOldestCachedAt()
  const { i18n } = useLingui()
  if (storedAt === null) return null
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const when = isTodayInIndia(storedAt) ? formatTime(storedAt) : formatDateTime(storedAt, locale)
  return (
    <Text textStyle="sm" color="fg.muted" role="status">
      <Trans>Data as of {when}</Trans>
    </Text>
  )
}
