import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import { ALL_STATUSES, type TLeadStatusCounts } from '../../../../contract/leads.ts'
import type { LeadListFields } from '../../../lib/db.ts'
import { earlyAnswerArrived } from '../../../lib/early-request.ts'
import { isUnreachable } from '../../../lib/http.ts'
import { getConnectivity } from '../../../offline/connectivity/connectivity-store.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { ALL_PROJECTS, leadKeys } from '../api/lead-keys.ts'
import { leadsQueryOptions } from '../api/list-leads.ts'
import { statusCountQuery, useLeadStatusCounts } from '../api/lead-status-counts.ts'
import { toLocalFilters, toWireQuery, type TLeadSearch } from '../model/lead-filters.ts'
import { usePendingLeads } from './pending-leads.ts'
import { matchesLocalQuery, type LocalLeadQuery } from './local-lead-query.ts'

// The device's reads load with the device database, on first use (decision 0070): online, the
// list's first paint draws the server's rows without them.
const loadDeviceReads = () => import('./query-leads.ts')

/** A row of the list: a lead's list fields, marked when a change to it waits in the outbox. */
export type TLeadRow = LeadListFields & { pendingSync?: boolean }

export interface LeadListSourceInput {
  slug: string
  /** The signed-in user: whose device copy is read. */
  ownerId: string
  /** A project id, or "all". */
  projectId: string
  search: TLeadSearch
}

/** The device's pages of a view. */
function deviceLeadPagesOptions(local: LocalLeadQuery) {
  return infiniteQueryOptions({
    queryKey: [...leadKeys.device(local.ownerId), 'list', local],
    queryFn: async ({ pageParam }) => (await loadDeviceReads()).queryLocalLeads(local, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
    networkMode: 'always',
    staleTime: 0,
  })
}

/**
 * A list's two sources for its search, with date presets judged at `now`: the server's pages
 * (the wire query) and the device's (the local query). The list and its route's prefetch share
 * them, so the prefetch fills the very entries the list reads.
 */
function leadListQueries({ slug, ownerId, projectId, search }: LeadListSourceInput, now: Date) {
  const wire = toWireQuery(search, now)
  const local: LocalLeadQuery = {
    ...toLocalFilters(search, now),
    ownerId,
    projectId: projectId === ALL_PROJECTS ? null : projectId,
  }
  return {
    wire,
    local,
    server: leadsQueryOptions(slug, projectId, wire),
    device: deviceLeadPagesOptions(local),
  }
}

/**
 * Starts the list's first page before the screen renders, so its first render draws rows.
 * Offline, the device's page is awaited (milliseconds from the saved head). Online, when the
 * screen is entered without the server's page at hand, both are asked for and the first to
 * come is awaited: the device's, which then shows until the server's replaces it (on "lie-fi",
 * a link that is up but carries nothing, the server's may never come), or the server's. When the
 * page's early request (decision 0063) has already been answered, the link works and the
 * server's page is a moment away: the device's copy, and the database's code, are not read.
 */
export async function prefetchLeadList(
  queryClient: QueryClient,
  input: LeadListSourceInput,
  /** The screen is being entered, rather than its view changed (which keeps the last rows). */
  entering = true,
): Promise<void> {
  const queries = leadListQueries(input, new Date())
  if (getConnectivity() === 'offline') {
    await queryClient.prefetchInfiniteQuery(queries.device)
    return
  }
  const answered = queryClient.getQueryData(queries.server.queryKey) !== undefined
  // Read before the server's prefetch, which takes the early answer.
  const linkWorks = earlyAnswerArrived()
  const server = queryClient.prefetchInfiniteQuery(queries.server)
  if (!entering || answered) return
  await (linkWorks
    ? server
    : Promise.race([server, queryClient.prefetchInfiniteQuery(queries.device)]))
}

/**
 * The list's rows and tab counts: from the server when it answers, from the device's table when
 * the browser is offline, the request failed for lack of network, or the server has not yet
 * answered the screen's first page and the device holds rows for it (they show until the
 * server's come). Online, the leads added on this device and not yet sent are put first, and
 * edits waiting in the outbox show as edited.
 */
export function useLeadListSource({ slug, ownerId, projectId, search }: LeadListSourceInput) {
  const connectivity = useConnectivity()
  const browserOffline = connectivity === 'offline'
  // Date presets are judged when the view is chosen, not on every render.
  const queries = useMemo(
    () => leadListQueries({ slug, ownerId, projectId, search }, new Date()),
    [slug, ownerId, projectId, search],
  )
  const { wire, local } = queries

  const server = useInfiniteQuery({ ...queries.server, enabled: !browserOffline })
  const unreachable = browserOffline || (server.isError && isUnreachable(server.error))
  // The server has not answered this screen yet (a view change keeps the last view's rows).
  const serverWaiting = !browserOffline && server.isPending && server.fetchStatus === 'fetching'
  const serverCounts = useLeadStatusCounts(slug, projectId, statusCountQuery(wire), {
    enabled: !unreachable,
  })

  // Read while the server's first page is awaited, so a slow answer need not be waited for.
  const device = useInfiniteQuery({ ...queries.device, enabled: unreachable || serverWaiting })
  const deviceHasRows = (device.data?.pages[0]?.items.length ?? 0) > 0
  const onDevice = unreachable || (serverWaiting && deviceHasRows)
  const countQuery = useMemo(() => ({ ...local, leadStatus: undefined }), [local])
  const deviceCounts = useQuery({
    queryKey: [...leadKeys.device(ownerId), 'counts', countQuery],
    queryFn: async () => (await loadDeviceReads()).countLocalLeadStatuses(countQuery),
    enabled: onDevice,
    networkMode: 'always',
    staleTime: 0,
  })
  const pending = usePendingLeads(ownerId)

  const rows = useMemo<TLeadRow[]>(() => {
    if (onDevice) return device.data?.pages.flatMap((page) => page.items) ?? []
    const items = server.data?.pages.flatMap((page) => page.items) ?? []
    const onServer = new Set(items.map((lead) => lead._id))
    const added = pending.created.filter(
      (lead) => !onServer.has(lead._id) && matchesLocalQuery(lead, local),
    )
    return [...added, ...items.map((lead) => pending.byId.get(lead._id) ?? lead)]
  }, [onDevice, device.data, server.data, pending, local])

  const active = onDevice ? device : server
  const counts: TLeadStatusCounts | undefined = onDevice ? deviceCounts.data : serverCounts.data
  const status = local.leadStatus ?? ALL_STATUSES
  return {
    source: onDevice ? ('device' as const) : ('server' as const),
    rows,
    counts,
    total: onDevice
      ? deviceCounts.data?.items.find((item) => item.leadStatus === status)?.count
      : server.data?.pages[0]?.pageInfo.totalNumItems,
    isPending: active.isPending,
    isError: active.isError,
    error: active.error,
    isFetching: active.isFetching,
    isPlaceholderData: !onDevice && server.isPlaceholderData,
    hasNextPage: active.hasNextPage,
    isFetchingNextPage: active.isFetchingNextPage,
    fetchNextPage: () => void active.fetchNextPage(),
    refetch: () => void active.refetch(),
  }
}
