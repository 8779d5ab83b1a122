import { Badge, Tabs } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ALL_STATUSES, type TLeadStatusCounts } from '../../../../contract/leads.ts'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { leadStatusLabel } from '../../../lib/enum-labels.ts'
import { leadStatusColor, STATUS_TABS } from '../model/lead-status.ts'

/** The stage tabs with their counts ("all" first); the list is the active tab's panel. */
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
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const countOf = new Map(counts?.items.map((item) => [item.leadStatus, item.count]))
  // A stage the organisation added, or one a link names, gets a tab too.
  const tabs = STATUS_TABS.includes(status) ? STATUS_TABS : [...STATUS_TABS, status]
  return (
    <Tabs.Root
      value={status}
      onValueChange={(details) => onChange(details.value)}
      variant="line"
      lazyMount
      unmountOnExit
    >
      {/* The tabs wrap rather than scroll or squeeze: every stage and its count stay in view. */}
      <Tabs.List aria-label={t`Lead status`} flexWrap="wrap" rowGap="1">
        {tabs.map((value) => {
          const count = countOf.get(value)
          return (
            <Tabs.Trigger key={value} value={value} whiteSpace="nowrap" flexShrink="0" gap="1.5">
              {leadStatusLabel(value, (d) => i18n._(d))}
              {count !== undefined && (
                <Badge
                  size="sm"
                  variant={value === status ? 'solid' : 'subtle'}
                  colorPalette={value === ALL_STATUSES ? 'gray' : leadStatusColor(value)}
                >
                  {formatIndianNumber(count, locale)}
                </Badge>
              )}
            </Tabs.Trigger>
          )
        })}
      </Tabs.List>
      <Tabs.Content value={status} pt="4">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  )
}
