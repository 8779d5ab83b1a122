import { queryOptions, useQuery } from '@tanstack/react-query'
import { CONTENT_PATHS, ZAttachmentGroups } from '../../../../contract/project-content.ts'
import { leadCostSheetLogsQuery } from '../../../lib/cost-sheet-logs.ts'
import { http } from '../../../lib/http.ts'
import { chatKeys } from './chat-keys.ts'

/**
 * The project's files to send (decision 0048's `GET attachments`): one URL per project, so the
 * service worker's stored answer serves the picker offline, as every read (decision 0054).
 */
export function chatAttachmentsQueryOptions(slug: string, projectId: string) {
  return queryOptions({
    queryKey: chatKeys.attachments(projectId),
    queryFn: ({ signal }) =>
      http.get(CONTENT_PATHS.attachments(slug, projectId), {
        schema: ZAttachmentGroups,
        signal,
        silent: true,
        priority: 'low',
      }),
    staleTime: 5 * 60_000,
  })
}

export const useChatAttachments = (slug: string, projectId: string, enabled: boolean) =>
  useQuery({ ...chatAttachmentsQueryOptions(slug, projectId), enabled })

export const useLeadCostSheets = (slug: string, leadId: string, enabled: boolean) =>
  useQuery({ ...leadCostSheetLogsQuery(slug, leadId), enabled })
