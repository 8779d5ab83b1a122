import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { type SyncLogEntry } from '../../../lib/db.ts'
import { outboxLabelText } from '../../../offline/outbox/label.ts'

/** The last changes that left the outbox: confirmed by the server, or discarded by the user. */
export function RecentlySynced({ entries }: { entries: SyncLogEntry[] }) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {entries.map((entry) => (
        <HStack as="li" key={entry.logId} justify="space-between" gap="3" wrap="wrap" py="1">
          <Text minW="0">{outboxLabelText(entry.label, i18n)}</Text>
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(entry.at, locale)}
            </Text>
            {entry.outcome === 'synced' ? (
              <Badge colorPalette="green" variant="subtle">
                <Trans>Synced</Trans>
              </Badge>
            ) : (
              <Badge colorPalette="gray" variant="subtle">
                <Trans>Discarded</Trans>
              </Badge>
            )}
          </HStack>
        </HStack>
      ))}
    </Stack>
  )
}
