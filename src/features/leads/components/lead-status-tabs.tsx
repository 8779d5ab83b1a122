import { Box, Tabs } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { memo, useId, useState, type ReactNode } from 'react'
import { ALL_STATUSES, type TLeadStatusCounts } from '../../../../contract/leads.ts'
import { afterNextPaint } from '../../../lib/after-paint.ts'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { leadStatusLabel } from '../../../lib/enum-labels.ts'
import { LEAD_STATUS_COLORS, OTHER_STATUS_COLOR, STATUS_TABS } from '../model/lead-status.ts'

/* eslint-disable lingui/no-unlocalized-strings -- CSS, not text */
/**
 * The triggers' and counts' styles, set once on the tab list: the counts are plain elements in
 * the look of a small badge (subtle, solid on the selected tab), coloured by their stage. Nine
 * styled triggers and nine Badge recipes computed again on each click were most of a tab
 * switch's work before its paint (issue 14).
 */
const paletteOf = (value: string) =>
  value === ALL_STATUSES ? 'gray' : value in LEAD_STATUS_COLORS ? value : 'other'
const TAB_LIST_STYLES = {
  '& [role=tab]': { whiteSpace: 'nowrap', flexShrink: '0', gap: '1.5' },
  '& [data-part=count]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // Room for a count up to "9,999" from the start: the counts arrive after the tabs, and a
    // badge widening then moved the tabs, or wrapped them onto another row above the list.
    minW: '2.75rem',
    minH: '5',
    px: '1.5',
    borderRadius: 'l2',
    textStyle: 'xs',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  '& [aria-selected=true] [data-part=count]': {
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
  },
  // The count's room is kept while the counts load, so the tabs never reflow.
  '& [data-part=count][data-pending]': { visibility: 'hidden' },
  '& [data-palette=gray], & [data-palette=other]': { colorPalette: OTHER_STATUS_COLOR },
  ...Object.fromEntries(
    Object.entries(LEAD_STATUS_COLORS).map(([status, palette]) => [
      `& [data-palette="${status}"]`,
      { colorPalette: palette },
    ]),
  ),
} as const
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The stage tabs with their counts ("all" first); the list is the active tab's panel.
 *
 * The panel is ours, beside the tabs' root rather than a Tabs.Content: zag's tabs scan every
 * focusable element of their content panel after each switch (to decide its tabindex), and the
 * list's rows are hundreds of links. The triggers point at it with aria-controls, and it names
 * the active trigger as its label, as a tabpanel does.
 */
export function LeadStatusTabs({
  status,
  counts,
  onChange,
  children,
}: {
  status: string
  counts: TLeadStatusCounts | undefined
  onChange: (status: string) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <Box>
      <StatusTabList status={status} counts={counts} onChange={onChange} id={id} />
      <Box role="tabpanel" id={panelIdOf(id)} aria-labelledby={triggerIdOf(id, status)} pt="4">
        {children}
      </Box>
    </Box>
  )
}

const panelIdOf = (id: string) => `${id}panel`
// Stages have spaces ("Site Visit"); an id may not.
const triggerIdOf = (id: string, value: string) => `${id}tab-${encodeURIComponent(value)}`

/** The tab list alone: drawn again for a new stage or new counts, never for new rows. */
const StatusTabList = memo(function StatusTabList({
  status,
  counts,
  onChange,
  id,
}: {
  status: string
  counts: TLeadStatusCounts | undefined
  onChange: (status: string) => void
  id: string
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  // The tab picked shows at once; the new URL, and the list drawn for it, follow once that has
  // been painted (issue 14: a tab click drew the whole list before the next paint).
  const [picked, setPicked] = useState<{ from: string; value: string } | null>(null)
  if (picked && picked.from !== status) setPicked(null)
  const selected = picked?.from === status ? picked.value : status
  const countOf = new Map(counts?.items.map((item) => [item.leadStatus, item.count]))
  // A stage the organisation added, or one a link names, gets a tab too.
  const tabs = STATUS_TABS.includes(status) ? STATUS_TABS : [...STATUS_TABS, status]
  return (
    <Tabs.Root
      value={selected}
      onValueChange={(details) => {
        setPicked({ from: status, value: details.value })
        afterNextPaint(() => onChange(details.value))
      }}
      variant="line"
      ids={{ trigger: (value) => triggerIdOf(id, value) }}
    >
      {/* The tabs wrap rather than scroll or squeeze: every stage and its count stay in view. */}
      <Tabs.List aria-label={t`Lead status`} flexWrap="wrap" rowGap="1" css={TAB_LIST_STYLES}>
        {tabs.map((value) => {
          const count = countOf.get(value)
          return (
            <Tabs.Trigger key={value} value={value} aria-controls={panelIdOf(id)}>
              {leadStatusLabel(value, (d) => i18n._(d))}
              <span
                data-part="count"
                data-palette={paletteOf(value)}
                data-pending={count === undefined ? '' : undefined}
                aria-hidden={count === undefined ? true : undefined}
              >
                {count === undefined ? '0' : formatIndianNumber(count, locale)}
              </span>
            </Tabs.Trigger>
          )
        })}
      </Tabs.List>
    </Tabs.Root>
  )
})
