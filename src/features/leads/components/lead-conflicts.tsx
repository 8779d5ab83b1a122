import { Alert, Button, List, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import type { TLeadUpdate } from '../../../../contract/leads.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import type { OutboxRow } from '../../../lib/db.ts'
import { useOutboxPrincipal, usePendingFor } from '../../../offline/outbox/hooks.ts'
import { leadKeys } from '../api/lead-keys.ts'
import { conflictFields, defaultChoices, type TMergeChoices } from '../model/merge.ts'
import { describeLeadChanges, leadConflictOf, type TLeadConflictOf } from '../model/lead-changes.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import { resolveLeadConflict } from '../offline/save-lead.ts'
import { useLeadSyncedRefresh } from '../offline/use-lead-synced-refresh.ts'
import { ConflictField } from './conflict-field.tsx'

interface Conflict extends TLeadConflictOf {
  row: OutboxRow
}

/** This lead's edits the server refused as stale, with the record it holds now. */
function conflictsOf(rows: readonly OutboxRow[] | undefined): Conflict[] {
  const found: Conflict[] = []
  for (const row of rows ?? []) {
    const conflict = leadConflictOf(row)
    if (conflict) found.push({ row, ...conflict })
  }
  return found
}

/**
 * The 409 merge of a lead (decision 0012): each of its queued edits that met a newer record is
 * shown field by field, mine beside the server's, and "Resolve" re-sends what is kept (with the
 * same Idempotency-Key) or discards the edit when nothing of it is kept. Mounted on the lead's
 * screen; it also settles the device's copy when the lead's changes are confirmed.
 */
export function LeadConflicts({ slug, leadId }: { slug: string; leadId: string }) {
  useLeadSyncedRefresh(slug, leadId)
  const rows = usePendingFor(leadEntity(leadId))
  const conflicts = useMemo(() => conflictsOf(rows), [rows])
  if (conflicts.length === 0) return null
  return (
    <Stack gap="4">
      {conflicts.map((conflict) => (
        <ConflictCard key={conflict.row.id} slug={slug} {...conflict} />
      ))}
    </Stack>
  )
}

function ConflictCard({ slug, row, current, changes }: Conflict & { slug: string }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const ownerId = useOutboxPrincipal()?.userId
  const body = row.body as TLeadUpdate
  const fields = useMemo(() => conflictFields(body, current), [body, current])
  const [choices, setChoices] = useState<TMergeChoices>(() => defaultChoices(body))
  const [resolving, setResolving] = useState(false)
  const headingId = `lead-conflict-${row.id}`

  async function resolve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ownerId || resolving) return
    // The radios as they stand now: a choice made just before the submit may not have reached
    // the state yet.
    const form = new FormData(event.currentTarget)
    const chosen: TMergeChoices = { ...choices }
    for (const field of fields) {
      const value = form.get(field.path)
      if (value === 'mine' || value === 'server') chosen[field.path] = value
    }
    setResolving(true)
    try {
      const outcome = await resolveLeadConflict(row, current, chosen, { ownerId })
      if (outcome === 'discarded') toaster.success({ title: t`Kept the server's version` })
      if (outcome === 'resent') toaster.success({ title: t`Your changes will be sent again` })
      void queryClient.invalidateQueries({ queryKey: leadKeys.all(slug) })
      void queryClient.invalidateQueries({ queryKey: leadKeys.device(ownerId) })
    } finally {
      setResolving(false)
    }
  }

  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <form onSubmit={(event) => void resolve(event)} aria-labelledby={headingId}>
          <Stack gap="3">
            <Alert.Title id={headingId}>
              <Trans>This lead was changed by someone else since you edited it</Trans>
            </Alert.Title>
            {changes.length > 0 && (
              <List.Root fontSize="sm" ps="5">
                {describeLeadChanges(changes, i18n).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List.Root>
            )}
            <Text fontSize="sm">
              <Trans>Choose, for each field, which value to keep.</Trans>
            </Text>
            {fields.map((field) => (
              <ConflictField
                key={field.path}
                field={field}
                choice={choices[field.path] ?? 'mine'}
                onChoose={(choice) => setChoices((now) => ({ ...now, [field.path]: choice }))}
              />
            ))}
            <div>
              <Button type="submit" size="sm" colorPalette="brand" loading={resolving}>
                <Trans>Resolve</Trans>
              </Button>
            </div>
          </Stack>
        </form>
      </Alert.Content>
    </Alert.Root>
  )
}
