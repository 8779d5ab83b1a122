import { useLingui } from '@lingui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { LEAD_PATHS, ZBulkAssignee, ZBulkResult } from '../../../../contract/leads.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError, http } from '../../../lib/http.ts'
import { LEAD_TEXT } from '../model/lead-messages.ts'
import { leadKeys } from './lead-keys.ts'

export type TBulkAssignee = z.input<typeof ZBulkAssignee>

/**
 * Online only, not through the outbox: the server judges the assignment against scopes on
 * every project and the leads' retained flags at the moment it happens.
 */
export function assignLeads(slug: string, body: TBulkAssignee) {
  return http.patch(LEAD_PATHS.bulkAssignee(slug), ZBulkAssignee.parse(body), {
    schema: ZBulkResult,
    silent: true,
  })
}

export function useAssignLeads(slug: string) {
  const queryClient = useQueryClient()
  const { i18n } = useLingui()
  return useMutation({
    mutationFn: (body: TBulkAssignee) => assignLeads(slug, body),
    onError: (error) => {
      // The spec's toast, with the server's reason (a retained lead, a foreign project) below it.
      const reason = error instanceof HttpError ? error.serverMessage : undefined
      toaster.error({ title: i18n._(LEAD_TEXT.assignmentFailed), description: reason })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all(slug) }),
  })
}
