import { Box, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useLeadSyncProgress } from '../offline/lead-sync-progress.ts'

/** "Saving leads for offline use: 1,200 of 5,000" while the background sync fills the device. */
export function LeadSyncIndicator() {
  const { i18n, t } = useLingui()
  const progress = useLeadSyncProgress()
  const idle = !progress.running || progress.total === 0 || progress.stored >= progress.total
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const stored = formatIndianNumber(progress.stored, locale)
  const total = formatIndianNumber(progress.total, locale)
  const max = Math.max(progress.total, 1)
  const share = Math.min(100, (progress.stored / max) * 100)
  // One line at any width, truncated on a phone: it comes and goes above the list, which must
  // not move when it does (Lighthouse's mobile CLS was 0.33 from this line wrapping). Drawn while
  // idle too, hidden: its styles are in the page from the first paint, so a sync's start only
  // shows it, rather than adding rules that restyle and lay out the whole page (a 100 ms task
  // at 4x CPU after a first load's paint, issue 14).
  return (
    <HStack gap="3" role="status" h="5" minW="0" maxW="full" hidden={idle}>
      {/* A plain bar: Chakra's Progress would bring its state machine to the first paint. */}
      <Box
        role="progressbar"
        aria-label={t`Leads saved for offline use`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={progress.stored}
        width="8rem"
        minW="12"
        h="1.5"
        flexShrink="0"
        overflow="hidden"
        rounded="l1"
        bg="bg.muted"
        shadow="inset"
      >
        <Box h="full" bg="colorPalette.solid" style={{ width: `${share}%` }} />
      </Box>
      <Text textStyle="xs" color="fg.muted" truncate minW="0">
        <Trans>
          Saving leads for offline use: {stored} of {total}
        </Trans>
      </Text>
    </HStack>
  )
}
