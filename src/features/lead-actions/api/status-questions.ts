import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LEAD_STATUSES, type TLeadStatus } from '../../../../contract/domain.ts'
import { QUESTIONNAIRE_PATHS, ZQuestionList } from '../../../../contract/questionnaire.ts'
import { http } from '../../../lib/http.ts'
import { actionKeys, REFERENCE_STALE_MS } from './action-keys.ts'

export function getStatusQuestions(
  slug: string,
  projectId: string,
  leadStatus: TLeadStatus,
  signal?: AbortSignal,
) {
  return http.get(QUESTIONNAIRE_PATHS.statusQuestions(slug, projectId), {
    query: { leadStatus },
    schema: ZQuestionList,
    signal,
    silent: true,
  })
}

export function statusQuestionsQueryOptions(
  slug: string,
  projectId: string,
  leadStatus: TLeadStatus,
) {
  return queryOptions({
    queryKey: actionKeys.questions(slug, projectId, leadStatus),
    queryFn: ({ signal }) => getStatusQuestions(slug, projectId, leadStatus, signal),
    staleTime: REFERENCE_STALE_MS,
  })
}

export function useStatusQuestions(
  slug: string,
  projectId: string,
  leadStatus: TLeadStatus | null,
) {
  return useQuery({
    ...statusQuestionsQueryOptions(slug, projectId, leadStatus ?? LEAD_STATUSES[0]),
    enabled: leadStatus !== null,
  })
}

/**
 * Asks for the questions of every status a lead may move to while the network is there: each
 * answer then sits in the service worker's store, so the questionnaire is there offline too.
 */
export function usePrefetchStatusQuestions(
  slug: string,
  projectId: string,
  statuses: readonly TLeadStatus[],
  online: boolean,
) {
  const queryClient = useQueryClient()
  const key = statuses.join('|')
  useEffect(() => {
    if (!online) return
    for (const status of key.split('|') as TLeadStatus[]) {
      void queryClient.prefetchQuery(statusQuestionsQueryOptions(slug, projectId, status))
    }
  }, [key, online, projectId, queryClient, slug])
}
