import { Table } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface ScrollTableProps {
  /** The scroll region's name ("Calls"). */
  label: string
  /** For screen readers: what the rows are and their order ("Calls, newest first"). */
  caption: string
  /** The previous view's rows while the next page or filter loads. */
  stale: boolean
  /** The header and body. */
  children: ReactNode
}

/**
 * Columns give way by priority as the table's own width shrinks (a container query, so the
 * navigation's width counts): mark a column's header and cells `data-priority="mid"` (shown from
 * 44rem) or `"low"` (from 60rem). Whatever is left still scrolls inside the region on a phone.
 */
export const COLUMN_PRIORITY = { mid: { 'data-priority': 'mid' }, low: { 'data-priority': 'low' } }

const PRIORITY_STYLES = {
  containerType: 'inline-size',
  '& [data-priority]': { display: 'none' },
  '@container (min-width: 44rem)': { '& [data-priority=mid]': { display: 'table-cell' } },
  '@container (min-width: 60rem)': { '& [data-priority=low]': { display: 'table-cell' } },
} as const

/** A wide table in a bordered region that scrolls sideways when it still does not fit. */
export function ScrollTable({ label, caption, stale, children }: ScrollTableProps) {
  return (
    // Focusable, so keyboard users can scroll the wide table sideways on a narrow screen.
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-label={label}
      focusVisibleRing="outside"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
      css={PRIORITY_STYLES}
    >
      <Table.Root size="sm" aria-busy={stale}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  )
}
