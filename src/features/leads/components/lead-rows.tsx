import { Box, HStack, Spinner, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react'
import { useAfterFirstPaint } from '../../../components/ui/after-first-paint.tsx'
import { afterNextPaint } from '../../../lib/after-paint.ts'
import { referenceLabel } from '../../../lib/enum-labels.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '../../../lib/i18n.ts'
import type { TLeadRow } from '../offline/use-lead-list-source.ts'
import { useChatUnread } from '../api/chat-unread.ts'
import { LeadStatusBadge, PendingSyncBadge, UnreadChatBadge } from './lead-badges.tsx'

const ROW_HEIGHT = 72
/** The rows' box, which the list's loading placeholder matches so nothing moves when they come. */
export const LEAD_ROWS_HEIGHT = 'max(24rem, calc(100dvh - 20rem))'

/* eslint-disable lingui/no-unlocalized-strings -- CSS, not text */
// Columns give way by priority as the list's own width shrinks (a container query: the width
// left by the navigation, not the window's): name with number and stage always, then assignee,
// last update, project, source.
const COLUMNS = {
  narrow: 'auto minmax(0, 1fr) auto',
  assignee: 'auto minmax(9rem, 2fr) 8.5rem minmax(6rem, 1fr)',
  updated: 'auto minmax(10rem, 2fr) 8.5rem minmax(6rem, 1fr) 10.5rem',
  project: 'auto minmax(10rem, 2fr) 8.5rem minmax(6rem, 1fr) minmax(6rem, 1fr) 10.5rem',
  source: 'auto minmax(10rem, 2fr) 8.5rem 7rem minmax(6rem, 1fr) minmax(6rem, 1fr) 10.5rem',
}
const showing = (columns: string, ...parts: string[]) => ({
  '& [data-part=row]': { gridTemplateColumns: columns },
  '& [data-part=badges]': { justifyContent: 'flex-start' },
  ...Object.fromEntries(parts.map((part) => [`& [data-col=${part}]`, { display: 'block' }])),
})

/**
 * The rows' styles, set once on the list: the rows themselves are plain elements. Fifty rows of
 * a dozen styled components each took a quarter of a second to render on a tablet-class CPU;
 * plain elements take a few milliseconds.
 */
const ROW_STYLES = {
  containerType: 'inline-size',
  '& [data-part=row]': {
    position: 'absolute',
    top: 0,
    left: 0,
    width: 'full',
    display: 'grid',
    // Select, name and number, stage, then the columns the width allows.
    gridTemplateColumns: COLUMNS.narrow,
    gap: '3',
    alignItems: 'center',
    px: '3',
    borderBottomWidth: '1px',
    borderColor: 'app.border',
    _hover: { bg: 'bg.muted' },
    // The lead being opened, until its page replaces the list.
    '&[aria-busy=true]': { bg: 'bg.emphasized', cursor: 'progress' },
  },
  // The device's rows keep the checkbox's room: the server's, which replace them, do not move.
  '& [data-part=select-space]': { width: '4' },
  '& [data-part=select]': {
    width: '4',
    height: '4',
    accentColor: 'colorPalette.solid',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
  },
  '& [data-part=identity]': { display: 'flex', flexDirection: 'column', minWidth: 0 },
  '& [data-part=name]': {
    fontWeight: 'medium',
    truncate: true,
    focusVisibleRing: 'outside',
    _hover: { textDecoration: 'underline' },
  },
  '& [data-part=contact]': {
    display: 'flex',
    gap: '2',
    textStyle: 'xs',
    color: 'fg.muted',
    minWidth: 0,
  },
  '& [data-part=number]': { whiteSpace: 'nowrap' },
  '& [data-part=labels]': { truncate: true },
  '& [data-part=badges]': {
    display: 'flex',
    gap: '1',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    maxWidth: '9rem',
  },
  '& [data-col]': { textStyle: 'sm', truncate: true, display: 'none' },
  '& [data-muted]': { color: 'fg.muted' },
  '& [data-nowrap]': { whiteSpace: 'nowrap' },
  '@container (min-width: 34rem)': showing(COLUMNS.assignee, 'assignee'),
  '@container (min-width: 46rem)': showing(COLUMNS.updated, 'assignee', 'updated'),
  '@container (min-width: 54rem)': showing(COLUMNS.project, 'assignee', 'project', 'updated'),
  '@container (min-width: 62rem)': showing(
    COLUMNS.source,
    'source',
    'assignee',
    'project',
    'updated',
  ),
} as const
/* eslint-enable lingui/no-unlocalized-strings */
/** Ask for the next page this many rows before the end is on screen. */
const PREFETCH_ROWS = 15
/**
 * Rows drawn beyond the box's ends, so a scroll finds them ready: none in the list's first
 * drawing, which is part of the page's longest task (issue 14); the rest one frame later.
 */
const OVERSCAN = 8

export interface LeadRowsProps {
  rows: TLeadRow[]
  selected: ReadonlySet<string>
  /** Without the assignment scope there is nothing to select for. */
  selectable: boolean
  /** The device's rows: shown, not selectable (assigning needs the server). */
  onDevice: boolean
  /** DXP_CALLSNCHAT: the rows show their unread chat counts. */
  showUnread?: boolean
  onToggle: (leadId: string, checked: boolean) => void
  hasNextPage: boolean
  isFetchingNextPage: boolean
  onLoadMore: () => void
}

/**
 * The leads, virtualized: only the rows in view are in the DOM, so a list of thousands scrolls
 * like one of ten. Each row's checkbox and name link are in the tab order. Memoised, as each of
 * its rows: a change of tab, filter or search draws the tabs and filters first, and these only
 * when their rows change (issue 14).
 */
export const LeadRows = memo(function LeadRows({
  rows,
  selected,
  selectable,
  onDevice,
  showUnread = false,
  onToggle,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: LeadRowsProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const scrollRef = useRef<HTMLDivElement>(null)
  const drawn = useAfterFirstPaint()
  // The virtualizer is read, never memoized.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: drawn ? OVERSCAN : 0,
    getItemKey: (index) => rows[index]?._id ?? index,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1
  const ids = useMemo(() => rows.map((row) => row._id), [rows])
  const unread = useChatUnread(ids, items[0]?.index ?? 0, lastIndex, showUnread)
  const navigate = useNavigate()
  // Opening a lead: the row shows it at once (an attribute, no render), and the lead's page is
  // drawn once that has been painted, so the tap never waits for the page (issue 14). A click
  // that opens elsewhere (a new tab, a modifier) is the link's own.
  const open = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, leadId: string) => {
      if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
        return
      event.preventDefault()
      event.currentTarget.closest('[role=listitem]')?.setAttribute('aria-busy', 'true')
      afterNextPaint(
        () => void navigate({ to: '/developer/manage-leads/$leadId', params: { leadId } }),
      )
    },
    [navigate],
  )

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS) {
      onLoadMore()
    }
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, onLoadMore])

  return (
    <Box
      ref={scrollRef}
      // The rest of the window, so a tall screen shows more rows rather than more blank page.
      height={LEAD_ROWS_HEIGHT}
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
        css={ROW_STYLES}
      >
        {items.map((item) => {
          const lead = rows[item.index]
          if (!lead) return null
          return (
            <LeadRow
              key={item.key}
              lead={lead}
              position={item.index + 1}
              setSize={rows.length}
              size={item.size}
              start={item.start}
              selectable={selectable}
              onDevice={onDevice}
              checked={selected.has(lead._id)}
              unread={unread.get(lead._id) ?? 0}
              onToggle={onToggle}
              onOpen={open}
              locale={locale}
            />
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
})

interface LeadRowProps {
  lead: TLeadRow
  position: number
  setSize: number
  size: number
  start: number
  selectable: boolean
  onDevice: boolean
  checked: boolean
  unread: number
  onToggle: (leadId: string, checked: boolean) => void
  onOpen: (event: MouseEvent<HTMLAnchorElement>, leadId: string) => void
  locale: TLocale
}

/** One lead: plain elements styled by the list's ROW_STYLES, drawn again only when it changes. */
const LeadRow = memo(function LeadRow({
  lead,
  position,
  setSize,
  size,
  start,
  selectable,
  onDevice,
  checked,
  unread,
  onToggle,
  onOpen,
  locale,
}: LeadRowProps) {
  const { t, i18n } = useLingui()
  const { profile } = lead
  const name = profile.fullName
  const assignee = lead.background.assignedTo
  const assigneeName = assignee ? `${assignee.firstName} ${assignee.lastName}` : t`Unassigned`
  const labels = lead.labels.map((label) => referenceLabel(label, i18n)).join(', ')
  const source = referenceLabel(profile.sourceOfLead, i18n)
  return (
    <div
      role="listitem"
      data-part="row"
      aria-setsize={setSize}
      aria-posinset={position}
      style={{ height: `${size}px`, transform: `translateY(${start}px)` }}
    >
      {selectable && onDevice ? (
        <span data-part="select-space" />
      ) : selectable ? (
        <input
          type="checkbox"
          data-part="select"
          aria-label={t`Select ${name}`}
          checked={checked}
          onChange={(event) => onToggle(lead._id, event.currentTarget.checked)}
        />
      ) : (
        <span />
      )}
      <div data-part="identity">
        {/* Cut short when narrow; the title shows the whole name. */}
        <Link
          to="/developer/manage-leads/$leadId"
          params={{ leadId: lead._id }}
          data-part="name"
          title={name}
          onClick={(event) => onOpen(event, lead._id)}
        >
          {name}
        </Link>
        <div data-part="contact">
          <span data-part="number" aria-label={t`Mobile number, masked`}>
            {profile.whatsAppNumber}
          </span>
          {labels && (
            <span data-part="labels" title={labels}>
              {labels}
            </span>
          )}
        </div>
      </div>
      <div data-part="badges">
        <LeadStatusBadge status={lead.leadStatus} />
        {lead.pendingSync && <PendingSyncBadge />}
        <UnreadChatBadge count={unread} />
      </div>
      <span data-col="source" title={source}>
        {source}
      </span>
      <span data-col="assignee" title={assigneeName}>
        {assigneeName}
      </span>
      <span data-col="project" data-muted="" title={lead.projectName}>
        {lead.projectName}
      </span>
      <span data-col="updated" data-muted="" data-nowrap="">
        {formatDateTime(lead.updatedAt, locale)}
      </span>
    </div>
  )
})
