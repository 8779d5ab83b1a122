import { Box, Checkbox, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import type { TLeadRow } from '../offline/use-lead-list-source.ts'
import { LeadStatusBadge, PendingSyncBadge } from './lead-badges.tsx'

const ROW_HEIGHT = 72
/** Select, name and number, status, source, assignee, project, updated; narrow: the first three. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid tracks, not text
const ROW_COLUMNS = { base: 'auto 1fr auto', lg: 'auto minmax(12rem, 2fr) 7rem 8rem 1fr 1fr 11rem' }
/** Ask for the next page this many rows before the end is on screen. */
const PREFETCH_ROWS = 15

export interface LeadRowsProps {
  rows: TLeadRow[]
  selected: ReadonlySet<string>
  /** Without the assignment scope there is nothing to select for. */
  selectable: boolean
  onToggle: (leadId: string, checked: boolean) => void
  hasNextPage: boolean
  isFetchingNextPage: boolean
  onLoadMore: () => void
}

/**
 * The leads, virtualized: only the rows in view are in the DOM, so a list of thousands scrolls
 * like one of ten. Each row's checkbox and name link are in the tab order.
 */
export function LeadRows({
  rows,
  selected,
  selectable,
  onToggle,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: LeadRowsProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const scrollRef = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read, never memoized
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?._id ?? index,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS) {
      onLoadMore()
    }
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, onLoadMore])

  return (
    <Box
      ref={scrollRef}
      // The rest of the window, so a tall screen shows more rows rather than more blank page.
      height="max(24rem, calc(100dvh - 20rem))"
      overflowY="auto"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
    >
      <Box
        role="list"
        aria-label={t`Leads`}
        position="relative"
        height={`${virtualizer.getTotalSize()}px`}
      >
        {items.map((item) => {
          const lead = rows[item.index]
          if (!lead) return null
          const { profile } = lead
          const name = profile.fullName
          const assignee = lead.background.assignedTo
          return (
            <Grid
              key={item.key}
              role="listitem"
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              position="absolute"
              top="0"
              left="0"
              width="full"
              height={`${item.size}px`}
              transform={`translateY(${item.start}px)`}
              templateColumns={ROW_COLUMNS}
              gap="3"
              alignItems="center"
              px="3"
              borderBottomWidth="1px"
              borderColor="app.border"
              _hover={{ bg: 'bg.muted' }}
            >
              {selectable ? (
                <Checkbox.Root
                  size="sm"
                  checked={selected.has(lead._id)}
                  onCheckedChange={(details) => onToggle(lead._id, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>{t`Select ${name}`}</Checkbox.Label>
                </Checkbox.Root>
              ) : (
                <span />
              )}
              <Stack gap="0" minW="0">
                <Text
                  asChild
                  fontWeight="medium"
                  truncate
                  focusVisibleRing="outside"
                  _hover={{ textDecoration: 'underline' }}
                >
                  <Link to="/developer/manage-leads/$leadId" params={{ leadId: lead._id }}>
                    {profile.fullName}
                  </Link>
                </Text>
                <HStack gap="2" textStyle="xs" color="fg.muted" minW="0">
                  <Text as="span" aria-label={t`Mobile number, masked`}>
                    {profile.whatsAppNumber}
                  </Text>
                  {lead.labels.length > 0 && (
                    <Text as="span" truncate>
                      {lead.labels.join(', ')}
                    </Text>
                  )}
                </HStack>
              </Stack>
              <HStack gap="1" wrap="wrap" justify={{ base: 'flex-end', lg: 'flex-start' }}>
                <LeadStatusBadge status={lead.leadStatus} />
                {lead.pendingSync && <PendingSyncBadge />}
              </HStack>
              <Text textStyle="sm" truncate hideBelow="lg">
                {profile.sourceOfLead}
              </Text>
              <Text textStyle="sm" truncate hideBelow="lg">
                {assignee ? `${assignee.firstName} ${assignee.lastName}` : t`Unassigned`}
              </Text>
              <Text textStyle="sm" truncate hideBelow="lg" color="fg.muted">
                {lead.projectName}
              </Text>
              <Text textStyle="sm" color="fg.muted" hideBelow="lg" whiteSpace="nowrap">
                {formatDateTime(lead.updatedAt, locale)}
              </Text>
            </Grid>
          )
        })}
      </Box>
      {isFetchingNextPage && (
        <HStack justify="center" py="3" role="status">
          <Spinner size="sm" />
          <Text textStyle="sm" color="fg.muted">
            <Trans>Loading more leads…</Trans>
          </Text>
        </HStack>
      )}
    </Box>
  )
}
