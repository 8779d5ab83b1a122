import { Box, EmptyState, Heading, Skeleton, Stack, Text, VStack } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CheckIcon } from '../../../components/ui/icons.tsx'
import { type OutboxRow } from '../../../lib/db.ts'
import { useOutbox, useOutboxPrincipal, useSyncLog } from '../../../offline/outbox/hooks.ts'
import { ownsRow } from '../../../offline/outbox/principal.ts'
import type { RowRecoveries } from '../model/row-recovery.ts'
import { OutboxItem } from './outbox-item.tsx'
import { RecentlySynced } from './recently-synced.tsx'

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

const NO_RECOVERIES: RowRecoveries = new Map()

function ItemList({ rows, recoveries }: { rows: OutboxRow[]; recoveries: RowRecoveries }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {rows.map((row) => (
        <OutboxItem key={row.id} row={row} recoveries={recoveries} />
      ))}
    </Stack>
  )
}

function EverythingSynced() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <CheckIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          {/* h2: it sits right under the page's h1. */}
          <EmptyState.Title as="h2">
            <Trans>Everything is synced</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>
              Changes you make without a connection wait here until the server confirms them.
            </Trans>
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

/**
 * Every change on this device that has not reached the server: refused ones first (they need
 * a person), then those waiting or being sent, oldest first; then what was synced lately.
 * A refused row may offer a one-tap way out from `recoveries`.
 */
export function SyncCenter({ recoveries = NO_RECOVERIES }: { recoveries?: RowRecoveries }) {
  const rows = useOutbox()
  const principal = useOutboxPrincipal()
  const log = useSyncLog()

  if (rows === undefined) return <Skeleton height="12rem" borderRadius="l3" />

  const mine = rows.filter((row) => ownsRow(principal, row))
  const others = rows.length - mine.length
  const refused = mine.filter((row) => row.state === 'needs-attention')
  const waiting = mine.filter((row) => row.state !== 'needs-attention')
  const refusedCount = refused.length
  const waitingCount = waiting.length

  return (
    <Stack gap="8">
      {mine.length === 0 && <EverythingSynced />}
      {refused.length > 0 && (
        <Section id="sync-needs-attention" title={<Trans>Needs attention ({refusedCount})</Trans>}>
          <Text color="fg.muted" mb="3">
            <Trans>
              The server refused these changes. Correct and send them again, or discard them. Later
              changes to the same record wait behind them.
            </Trans>
          </Text>
          <ItemList rows={refused} recoveries={recoveries} />
        </Section>
      )}
      {waiting.length > 0 && (
        <Section id="sync-waiting" title={<Trans>Waiting to send ({waitingCount})</Trans>}>
          <ItemList rows={waiting} recoveries={recoveries} />
        </Section>
      )}
      {others > 0 && (
        <Text role="note" color="fg.muted">
          <Plural
            value={others}
            one="# change saved by another account on this device waits until that account signs in here again."
            other="# changes saved by other accounts on this device wait until those accounts sign in here again."
          />
        </Text>
      )}
      {log && log.length > 0 && (
        <Section id="sync-recent" title={<Trans>Recently</Trans>}>
          <RecentlySynced entries={log} />
        </Section>
      )}
    </Stack>
  )
}
