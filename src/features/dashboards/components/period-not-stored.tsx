import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TDashboardQuery } from '../../../../contract/dashboards.ts'
import { formatDate } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { rangeDays, useNearestStoredRange } from '../offline/stored-ranges.ts'

export interface PeriodNotStoredProps {
  userId: string
  /** The dashboard endpoint whose stored ranges count (a report's POST path, a home GET). */
  path: string
  /** The filters the screen asked for. */
  query: TDashboardQuery
  /** Opens the nearest stored range, as custom India days. */
  onOpen: (days: { fromDate: string; toDate: string }) => void
}

/**
 * Offline, for filters the device has no answer for: says so, and offers the stored range of the
 * same endpoint, project and basis nearest to them. For the dashboards and the home screen.
 */
export function PeriodNotStored({ userId, path, query, onOpen }: PeriodNotStoredProps) {
  const { i18n } = useLingui()
  const nearest = useNearestStoredRange(userId, path, query, true).data
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const days = nearest ? rangeDays(nearest.query) : null
  const from = days ? formatDate(days.fromDate, locale) : ''
  const to = days ? formatDate(days.toDate, locale) : ''
  return (
    <EmptyState.Root role="status" size="sm">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>
            <Trans>This period is not saved on this device.</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>Connect to the internet to load it.</Trans>
          </EmptyState.Description>
        </VStack>
        {days && (
          <Button variant="outline" size="sm" onClick={() => onOpen(days)}>
            {from === to ? (
              <Trans>Open {from}, saved</Trans>
            ) : (
              <Trans>
                Open {from} to {to}, saved
              </Trans>
            )}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
