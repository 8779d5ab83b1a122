import { Stack } from '@chakra-ui/react'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import type { ActionContext } from '../offline/field-actions.ts'
import { useActionsSyncedRefresh, usePendingActions } from '../offline/use-pending-actions.ts'
import { CallsPanel } from './calls-panel.tsx'
import type { TLeadPhones } from './place-call.tsx'
import { SiteVisitsPanel } from './site-visits-panel.tsx'
import { StagePanel } from './stage-panel.tsx'
import { TasksPanel } from './tasks-panel.tsx'

export interface LeadActionsProps {
  slug: string
  userId: string
  lead: {
    _id: string
    projectId: string
    leadStatus: string
    fullName: string
    /** Masked, as the server sends them: it dials the real numbers. */
    phones: TLeadPhones
  }
  statusLabel: (status: string) => string
  /** Moves the device's copy of the lead with a stage change (the lead feature makes it). */
  followLead?: ActionContext['followLead']
}

/** The lead's field actions: calls, tasks, site visits and its stage, all through the outbox. */
export function LeadActions({ slug, userId, lead, statusLabel, followLead }: LeadActionsProps) {
  const online = useConnectivity() === 'online'
  const pending = usePendingActions(slug, lead._id)
  useActionsSyncedRefresh(slug, lead._id)
  const context: ActionContext = {
    slug,
    leadId: lead._id,
    leadName: lead.fullName,
    followLead,
  }
  return (
    // In the order of the quick actions (lead-actions-nav.tsx): the most frequent first.
    <Stack gap="6">
      <CallsPanel context={context} phones={lead.phones} pending={pending} online={online} />
      <TasksPanel context={context} pending={pending} />
      <SiteVisitsPanel context={context} userId={userId} pending={pending} />
      <StagePanel
        context={context}
        projectId={lead.projectId}
        currentStatus={lead.leadStatus}
        statusLabel={statusLabel}
        pending={pending}
        online={online}
      />
    </Stack>
  )
}
