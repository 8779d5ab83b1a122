import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import {
  NEW_CODE_CODES,
  NEW_CODE_LABEL,
  requestNewCode,
} from '../../features/lead-actions/offline/new-code-recovery.ts'
import {
  explainLeadConflict,
  LEAD_CONFLICT_CODE,
  LEAD_CONFLICT_RETRY_LABEL,
  retryLeadEdit,
} from '../../features/leads/offline/conflict-recovery.ts'
import { SyncCenter } from '../../features/sync/components/sync-center.tsx'
import type { RowRecoveries, RowRecovery } from '../../features/sync/model/row-recovery.ts'

export const Route = createFileRoute('/developer/sync')({
  component: SyncCenterPage,
})

// A refused site-visit code offers "Send a new code".
const newCode: RowRecovery = { label: NEW_CODE_LABEL, run: (row) => requestNewCode(row) }
// A lead edit refused as stale says who changed what, and trying again sends mine over theirs.
const leadConflict: RowRecovery = {
  label: LEAD_CONFLICT_RETRY_LABEL,
  run: retryLeadEdit,
  replacesRetry: true,
  explain: explainLeadConflict,
}
const RECOVERIES: RowRecoveries = new Map([
  ...NEW_CODE_CODES.map((code) => [code, newCode] as const),
  [LEAD_CONFLICT_CODE, leadConflict],
])

function SyncCenterPage() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Sync center</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Changes made on this device, until the server confirms them.</Trans>
        </Text>
      </Stack>
      <SyncCenter recoveries={RECOVERIES} />
    </Stack>
  )
}
