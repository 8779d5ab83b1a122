import { useLingui } from '@lingui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LEAD_PATHS, ZLead, ZRetain } from '../../../../contract/leads.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { http, userMessage } from '../../../lib/http.ts'
import { LEAD_TEXT } from '../model/lead-messages.ts'
import { leadKeys } from './lead-keys.ts'

export function retainLead(slug: string, leadId: string, retained: boolean) {
  return http.patch(LEAD_PATHS.retain(slug, leadId), ZRetain.parse({ retained }), {
    schema: ZLead,
    silent: true,
  })
}

/** Retain (true) or release (false); online only. */
export function useRetainLead(slug: string, leadId: string) {
  const queryClient = useQueryClient()
  const { i18n } = useLingui()
  return useMutation({
    mutationFn: (retained: boolean) => retainLead(slug, leadId, retained),
    onSuccess: (lead) => queryClient.setQueryData(leadKeys.lead(slug, leadId), lead),
    onError: (error) =>
      toaster.error({
        title: i18n._(LEAD_TEXT.retainFailed),
        description: userMessage(error, i18n),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all(slug) }),
  })
}
