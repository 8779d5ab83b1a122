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

/** A wide table in a bordered region that scrolls sideways on a narrow screen. */
export function ScrollTable({ label, caption, stale, children }: ScrollTableProps) {
  return (
    // Focusable, so keyboard users can scroll the wide table sideways on a tablet.
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-label={label}
      focusVisibleRing="outside"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
    >
      <Table.Root size="sm" aria-busy={stale}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  )
}
