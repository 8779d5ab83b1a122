import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { InboxIcon } from './icons.tsx'

export interface EmptyListProps {
  title: ReactNode
  /** Where rows will come from, for a list that has none yet. */
  description?: ReactNode
  /** For a list its filters emptied: offers "Clear filters". */
  onClear?: () => void
}

/** A list with no rows: what is missing, and, when filters did it, the way back to everything. */
export function EmptyList({ title, description, onClear }: EmptyListProps) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <InboxIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {onClear && (
          <Button variant="outline" size="sm" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
