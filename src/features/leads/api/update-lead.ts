import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { TLead } from '../../../../contract/leads.ts'
import type { TLeadDiff } from '../model/lead-form.ts'
import { fromLeadRecord } from '../offline/lead-record.ts'
import { readOwnCopy } from '../offline/lead-store.ts'
import { getLocalLead } from '../offline/query-leads.ts'
import { updateLead } from '../offline/save-lead.ts'
import { getLead } from './get-lead.ts'
import { leadKeys } from './lead-keys.ts'

/**
 * The lead an edit starts from. While the device's copy has changes waiting, that copy (the lead
 * as they leave it, with the version last received: the server lets the user's own versions
 * since through, decision 0016); else the server's record; offline, the device's copy.
 */
export async function loadEditBase(
  slug: string,
  leadId: string,
  ownerId: string,
  signal?: AbortSignal,
): Promise<TLead> {
  const own = await readOwnCopy(ownerId, leadId)
  if (own?.pendingSync) return fromLeadRecord(own)
  try {
    return await getLead(slug, leadId, signal)
  } catch (error) {
    const local = await getLocalLead(ownerId, leadId)
    if (!local) throw error
    const { pendingSync: _pending, ...lead } = local
    return lead
  }
}

export function editBaseQueryOptions(slug: string, leadId: string, ownerId: string) {
  return queryOptions({
    // Under the lead's key: whatever refreshes the lead refreshes this too.
    queryKey: [...leadKeys.lead(slug, leadId), 'edit-base', ownerId] as const,
    queryFn: ({ signal }) => loadEditBase(slug, leadId, ownerId, signal),
    // Always read afresh: an edit must start from the latest version this device knows.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // A refetch under an open form must not change what it was based on mid-edit.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

export function useEditBase(slug: string, leadId: string, ownerId: string) {
  return useQuery(editBaseQueryOptions(slug, leadId, ownerId))
}

/** Edits a lead through the outbox (online too: it sends at once). */
export function useUpdateLead(slug: string, ownerId: string) {
  const queryClient = useQueryClient()
  return useCallback(
    async (lead: TLead, diff: TLeadDiff) => {
      const saved = await updateLead(slug, lead, diff, { ownerId })
      void queryClient.invalidateQueries({ queryKey: leadKeys.device(ownerId) })
      return saved
    },
    [ownerId, queryClient, slug],
  )
}
