import { Box, Flex, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime, formatTime, isTodayInIndia } from '../../../lib/format/date-display.ts'
import { useOldestCachedAt } from '../../../lib/freshness.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useBannerPresence } from '../../../offline/connectivity/banner-presence.ts'
import type { Connectivity } from '../../../offline/connectivity/connectivity-state.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'

export interface OfflineBannerProps {
  /**
   * Changes waiting to be sent. The layout passes the outbox's count, so this component does not
   * depend on the outbox; left out (signed out), no count is shown.
   */
  pendingCount?: number
}

const PALETTE: Record<Exclude<Connectivity, 'online'>, string> = {
  offline: 'orange',
  reconnecting: 'blue',
  'server-unreachable': 'red',
}

/**
 * Replaces the "Internet Connection error" toast: while the server is not reached it says why
 * (offline, reconnecting, server unreachable), what waits to be sent, and how old the data on
 * screen is. The live region stays mounted when empty, so screen readers announce each change.
 */
export function OfflineBanner({ pendingCount }: OfflineBannerProps) {
  const { t } = useLingui()
  const connectivity = useConnectivity()
  useBannerPresence()
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={t`Connection`}
      // Below the sticky header (AppShell's h 14), so it stays in view while the screen scrolls.
      position="sticky"
      top="14"
      zIndex="1"
    >
      {connectivity !== 'online' && (
        <Flex
          colorPalette={PALETTE[connectivity]}
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          borderWidth="1px"
          borderColor="colorPalette.muted"
          borderRadius="l2"
          px="4"
          py="2"
          mb="4"
          gap={{ base: '1', md: '4' }}
          direction={{ base: 'column', md: 'row' }}
          align={{ md: 'center' }}
          wrap="wrap"
        >
          <Text fontWeight="semibold">
            <ConnectivityTitle connectivity={connectivity} />
          </Text>
          {pendingCount !== undefined && (
            <Text>
              <Plural
                value={pendingCount}
                _0="No changes waiting to be sent"
                one="# change waiting to be sent"
                other="# changes waiting to be sent"
              />
            </Text>
          )}
          <DataAsOf />
        </Flex>
      )}
    </Box>
  )
}

function ConnectivityTitle({ connectivity }: { connectivity: Exclude<Connectivity, 'online'> }) {
  switch (connectivity) {
    case 'offline':
      return <Trans>You are offline.</Trans>
    case 'reconnecting':
      return <Trans>Back online, reconnecting…</Trans>
    case 'server-unreachable':
      return <Trans>The server cannot be reached.</Trans>
  }
}

/** Only when the screen shows stored answers: the oldest one's time (with its day if not today). */
function DataAsOf() {
  const storedAt = useOldestCachedAt()
  const { i18n } = useLingui()
  if (storedAt === null) return null
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const when = isTodayInIndia(storedAt) ? formatTime(storedAt) : formatDateTime(storedAt, locale)
  return (
    <Text>
      <Trans>Data as of {when}</Trans>
    </Text>
  )
}
