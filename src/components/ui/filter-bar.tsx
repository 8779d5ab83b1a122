import { Button, Wrap } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface FilterBarProps {
  /** Whether anything narrows the list, so "Clear filters" has work to do. */
  filtered: boolean
  onClear: () => void
  /** The search box and filters, in the order they show. */
  children: ReactNode
}

/** A list's search and filters in a wrapping row, ending in "Clear filters" while any is set. */
export function FilterBar({ filtered, onClear, children }: FilterBarProps) {
  return (
    <Wrap gap="3" align="flex-end">
      {children}
      {filtered && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Wrap>
  )
}
