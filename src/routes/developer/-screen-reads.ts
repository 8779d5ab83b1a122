import type { FetchQueryOptions, QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query'
import { LEAD_STATUSES } from '../../../contract/domain.ts'
import { COST_SHEET_READ_SCOPES } from '../../../contract/cost-sheet.ts'
import { LEAD_LABEL_LISTS } from '../../../contract/leads.ts'
import { callSummaryQueryOptions } from '../../features/call-logs/api/call-summary.ts'
import { callLogsQueryOptions } from '../../features/call-logs/api/list-call-logs.ts'
import { toCallLogFilters } from '../../features/call-logs/model/call-log-search.ts'
import { demoRequestsQueryOptions } from '../../features/demo-requests/api/list-demo-requests.ts'
import { cancellationReasonsQueryOptions } from '../../features/lead-actions/api/cancellation-reasons.ts'
import {
  buildingUnitsQueryOptions,
  costSheetRowsQueryOptions,
} from '../../features/cost-sheet/api/cost-sheet-api.ts'
import { chatAttachmentsQueryOptions } from '../../features/chat/api/chat-attachments.ts'
import { keepProjectLogo } from '../../features/cost-sheet/api/project-logo.ts'
import { dropReasonsQueryOptions } from '../../features/lead-actions/api/drop-reasons.ts'
import { otpConfigQueryOptions } from '../../features/lead-actions/api/otp-config.ts'
import { statusQuestionsQueryOptions } from '../../features/lead-actions/api/status-questions.ts'
import { entityLabelsQueryOptions } from '../../features/leads/api/entity-labels.ts'
import { executivesQueryOptions } from '../../features/leads/api/executives.ts'
import { listLeads } from '../../features/leads/api/list-leads.ts'
import { toWireQuery } from '../../features/leads/model/lead-filters.ts'
import { leadFormDefinitionQueryOptions } from '../../features/leads/api/lead-form-definition.ts'
import { orgDataQueryOptions } from '../../features/leads/api/org-data.ts'
import {
  buildingsQueryOptions,
  inventoryGridQueryOptions,
} from '../../features/inventory/api/inventory-api.ts'
import { parkingQueryOptions } from '../../features/parking/api/parking-api.ts'
import { projectsQueryOptions } from '../../features/projects/api/list-projects.ts'
import { projectQueryOptions } from '../../features/projects/api/project-api.ts'
import { projectContentQueryOptions } from '../../features/project-content/api/content-api.ts'
import { filesToKeep } from '../../features/project-content/model/check-file.ts'
import { keepFilesOffline } from '../../offline/keep-files.ts'
import { tasksQueryOptions } from '../../features/tasks/api/list-tasks.ts'
import { toTaskWireQuery } from '../../features/tasks/model/task-search.ts'
import { isUnreachable } from '../../lib/http.ts'
import { readsLeads, type OfflineReadsAccount } from './-offline-reads.tsx'

/*
 * Not a route (the "-" prefix): each screen's reads, composed from the features that own them.
 * The signed-in layout imports this only when the reads start, once the worker controls the page
 * and the screen is quiet: its dozens of modules stay out of a first load (issue 14).
 */

/** The first page of a project's leads, as the cost sheet's lead select asks for it. */
const firstLeadsPageOptions = (slug: string, projectId: string) => ({
  queryKey: ['offline-reads', 'first-leads', slug, projectId],
  queryFn: () => listLeads(slug, projectId, toWireQuery({}), 0),
})

/**
 * Each screen's reads, one at a time, asked anew (staleTime 0) so the service worker stores the
 * answer even when the screen's own copy came before it controlled the page. A refusal (a list
 * the user may not read) is skipped; a failure to reach the server ends the run.
 */
export async function storeScreenReads(
  queryClient: QueryClient,
  { slug, can }: OfflineReadsAccount,
  signal: AbortSignal,
): Promise<void> {
  const read = async <T>(options: { queryKey: QueryKey; queryFn?: QueryFunction<T, never> }) => {
    signal.throwIfAborted()
    try {
      const { queryKey, queryFn } = options as FetchQueryOptions<T>
      return await queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0, retry: false })
    } catch (error) {
      if (isUnreachable(error)) throw error
      return undefined
    }
  }
  const projects = (await read(projectsQueryOptions(slug)))?.items ?? []
  // Each project's details, shown at the site without a signal (decision 0043).
  const details = new Map<string, Awaited<ReturnType<typeof readProject>>>()
  const readProject = (projectId: string) => read(projectQueryOptions(slug, projectId))
  for (const project of projects) {
    const one = await readProject(project._id)
    details.set(project._id, one)
    // Its logo and RERA QR too: the worker keeps the images it fetches (decision 0051).
    // Loaded as the details screen loads them (an image, no token), so a missing one is no error.
    for (const image of [one?.logoUrl, one?.reraQrUrl]) {
      if (!image) continue
      const img = new Image()
      img.src = image
      await img.decode().catch(() => undefined)
    }
  }
  // Each project's content, with its unit plans and brochure kept as files (decision 0048).
  for (const project of projects) {
    const content = await read(projectContentQueryOptions(slug, project._id))
    if (content) await keepFilesOffline(filesToKeep(content))
    // The chat's picker of files to send: one read per project (decision 0054).
    if (can('DXP_CALLSNCHAT', project._id))
      await read(chatAttachmentsQueryOptions(slug, project._id))
  }
  if (can('DXP_USER_MANAGEMENT')) await read(demoRequestsQueryOptions(slug, 0))
  // A project's buildings, read once for the inventory and the cost sheet below.
  const buildingsOf = new Map<string, { _id: string }[]>()
  const readBuildings = async (projectId: string) => {
    const known = buildingsOf.get(projectId)
    if (known) return known
    const items = (await read(buildingsQueryOptions(slug, projectId)))?.items ?? []
    buildingsOf.set(projectId, items)
    return items
  }
  // Every building's grid of the user's projects: shown to a buyer at the site (decision 0042).
  for (const project of projects) {
    if (!can('DXP_INVENTORY', project._id)) continue
    for (const building of await readBuildings(project._id))
      await read(inventoryGridQueryOptions(slug, building._id))
  }
  for (const project of projects)
    if (can('DXP_PARKING', project._id)) await read(parkingQueryOptions(slug, project._id))
  // The cost sheet builder's prices, flats, logo and leads: a PDF at the site (decision 0050).
  for (const project of projects) {
    if (!COST_SHEET_READ_SCOPES.some((scope) => can(scope, project._id))) continue
    await read(costSheetRowsQueryOptions(slug, project._id))
    for (const building of await readBuildings(project._id))
      await read(buildingUnitsQueryOptions(slug, building._id))
    await keepProjectLogo(project._id, details.get(project._id)?.logoUrl ?? null)
    if (readsLeads(can, project._id)) await read(firstLeadsPageOptions(slug, project._id))
  }
  if (!readsLeads(can)) return

  for (const list of LEAD_LABEL_LISTS) await read(entityLabelsQueryOptions(slug, list))
  await read(cancellationReasonsQueryOptions(slug))
  await read(dropReasonsQueryOptions(slug))
  await read(otpConfigQueryOptions(slug))
  await read(orgDataQueryOptions(slug))
  // The lead form's custom fields: the add and edit forms draw them offline.
  await read(leadFormDefinitionQueryOptions(slug))
  await read(executivesQueryOptions(slug))
  // The default view of the task and call screens, as they ask for it.
  await read(tasksQueryOptions(slug, toTaskWireQuery({}), 0))
  const calls = toCallLogFilters({})
  await read(callLogsQueryOptions(slug, calls, 0))
  await read(callSummaryQueryOptions(slug, calls))
  for (const project of projects) {
    if (!readsLeads(can, project._id)) continue
    await read(executivesQueryOptions(slug, project._id))
    for (const status of LEAD_STATUSES) {
      await read(statusQuestionsQueryOptions(slug, project._id, status))
    }
  }
}
