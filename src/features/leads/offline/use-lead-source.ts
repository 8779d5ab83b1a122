import { useQuery } from '@tanstack/react-query'
import type { TLead } from '../../../../contract/leads.ts'
import { isUnreachable } from '../../../lib/http.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { useLead } from '../api/get-lead.ts'
import { leadKeys } from '../api/lead-keys.ts'
import { usePendingLeads } from './pending-leads.ts'
import type { TLeadWithSync } from './lead-record.ts'
import { getLocalLead } from './query-leads.ts'

/**
 * One lead for the detail screen: the server's when it answers, else the device's copy. A copy
 * with a change waiting in the outbox wins either way, marked as waiting.
 */
export function useLeadSource(slug: string, ownerId: string, leadId: string) {
  const browserOffline = useConnectivity() === 'offline'
  const server = useLead(slug, leadId, { enabled: !browserOffline })
  const onDevice = browserOffline || (server.isError && isUnreachable(server.error))
  const device = useQuery({
    queryKey: [...leadKeys.device(ownerId), 'lead', leadId],
    queryFn: () => getLocalLead(ownerId, leadId),
    enabled: onDevice,
    networkMode: 'always',
    staleTime: 0,
  })
  const pending = usePendingLeads(ownerId).byId.get(leadId)
  const fromServer: TLead | undefined = server.data
  const lead: TLeadWithSync | null | undefined = pending ?? (onDevice ? device.data : fromServer)
  const active = onDevice ? device : server
  return {
    lead,
    source: onDevice ? ('device' as const) : ('server' as const),
    isPending: !pending && active.isPending,
    isError: !pending && active.isError,
    error: active.error,
    isFetching: active.isFetching,
    refetch: () => void active.refetch(),
  }
}
