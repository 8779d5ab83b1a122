import { useMutation } from '@tanstack/react-query'
import { LEAD_PATHS, ZPiiView, type TPiiView } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'

/**
 * The audited reveal of a lead's personal fields. Online only and never queued: a reveal
 * recorded later, for a screen long closed, would be a false audit entry. Never cached either:
 * the caller keeps the values in component state, so they leave memory with the screen.
 */
export function viewLeadPii(slug: string, leadId: string): Promise<TPiiView> {
  return http.post(LEAD_PATHS.piiView(slug, leadId), {}, { schema: ZPiiView })
}

export function useViewLeadPii(slug: string, leadId: string) {
  return useMutation({ mutationFn: () => viewLeadPii(slug, leadId), gcTime: 0 })
}
