import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { TDuplicateLead, TPerson } from '../../../../contract/leads.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { getDb, type SiteOfficeDb } from '../../../lib/db.ts'
import type { TLeadCreateBody } from '../model/lead-form.ts'
import { duplicateMessage } from '../model/lead-form-text.ts'
import { createLead, leadHref, type SavedLead } from '../offline/save-lead.ts'
import { checkDuplicates } from './check-duplicates.ts'
import { leadKeys } from './lead-keys.ts'

export interface LeadAccount {
  userId: string
  orgId: string
  /** Shown as the new lead's owner until the server answers. */
  person?: TPerson | null
}

export type TRowOutcome = 'synced' | 'discarded' | 'needs-attention' | 'waiting'

/** How an outbox row ended, looking until it leaves the outbox or `timeoutMs` passes. */
export async function waitForRow(
  rowId: string,
  {
    db = getDb(),
    timeoutMs = 20_000,
    intervalMs = 250,
  }: {
    db?: SiteOfficeDb
    timeoutMs?: number
    intervalMs?: number
  } = {},
): Promise<TRowOutcome> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const row = await db.outbox.get({ id: rowId })
    if (!row) {
      const logged = await db.syncLog.filter((entry) => entry.id === rowId).last()
      return logged?.outcome ?? 'synced'
    }
    if (row.state === 'needs-attention') return 'needs-attention'
    if (Date.now() >= deadline) return 'waiting'
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/**
 * The server's duplicate warning for a lead created online. The outbox keeps no answers, so once
 * the create is confirmed the same question is asked again (the new lead itself left out).
 */
export async function duplicatesAfterCreate(
  slug: string,
  saved: SavedLead,
  whatsAppNumber: string,
  options: Parameters<typeof waitForRow>[1] = {},
): Promise<TDuplicateLead[]> {
  if ((await waitForRow(saved.rowId, options)) !== 'synced') return []
  try {
    const found = await checkDuplicates(slug, whatsAppNumber)
    return found.filter((duplicate) => duplicate._id !== saved.leadId)
  } catch {
    return []
  }
}

const DUPLICATE_TOAST_MS = 10_000

/** Adds a lead through the outbox; online, warns afterwards about leads with the same number. */
export function useCreateLead(slug: string, account: LeadAccount) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { i18n, t } = useLingui()
  const { userId, orgId, person } = account

  return useCallback(
    async (input: { projectId: string; projectName: string; body: TLeadCreateBody }) => {
      const saved = await createLead(slug, input.projectId, input.body, {
        ownerId: userId,
        orgId,
        projectName: input.projectName,
        assignee: person ?? null,
      })
      void queryClient.invalidateQueries({ queryKey: leadKeys.device(userId) })
      if (navigator.onLine) {
        void duplicatesAfterCreate(slug, saved, input.body.profile.whatsAppNumber).then(
          ([first]) => {
            if (!first) return
            toaster.create({
              type: 'warning',
              title: i18n._(duplicateMessage(first)),
              duration: DUPLICATE_TOAST_MS,
              closable: true,
              action: {
                label: t`Open`,
                onClick: () => void navigate({ to: leadHref(first._id) }),
              },
            })
          },
        )
      }
      return saved
    },
    [i18n, navigate, orgId, person, queryClient, slug, t, userId],
  )
}
