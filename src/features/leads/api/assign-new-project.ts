import { useLingui } from '@lingui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { LEAD_PATHS, ZAssignNewProject, ZLead } from '../../../../contract/leads.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { http, userMessage } from '../../../lib/http.ts'
import { LEAD_TEXT } from '../model/lead-messages.ts'
import { leadKeys } from './lead-keys.ts'

export type TAssignNewProject = z.input<typeof ZAssignNewProject>

export function assignNewProject(slug: string, leadId: string, body: TAssignNewProject) {
  return http.post(LEAD_PATHS.assignNewProject(slug, leadId), ZAssignNewProject.parse(body), {
    schema: ZLead,
    silent: true,
  })
}

/** Moves a lead to another project (needs DXP_LEAD_ASSIGNMENT); online only. */
export function useAssignNewProject(slug: string, leadId: string) {
  const queryClient = useQueryClient()
  const { i18n } = useLingui()
  return useMutation({
    mutationFn: (body: TAssignNewProject) => assignNewProject(slug, leadId, body),
    onSuccess: (lead) => queryClient.setQueryData(leadKeys.lead(slug, leadId), lead),
    onError: (error) =>
      toaster.error({
        title: i18n._(LEAD_TEXT.changeProjectFailed),
        description: userMessage(error, i18n),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all(slug) }),
  })
}
