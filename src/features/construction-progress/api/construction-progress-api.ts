import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  CONSTRUCTION_PATHS,
  ZProgress,
  ZProgressList,
  type TProgressCreate,
} from '../../../../contract/construction-progress.ts'
import { http } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'

export const progressKeys = {
  project: (slug: string, projectId: string, buildingId: string) =>
    ['construction-progress', slug, projectId, buildingId] as const,
  all: (slug: string, projectId: string) => ['construction-progress', slug, projectId] as const,
}

/** A project's entries, or one building's (''): latest completion first. Silent. */
export function progressQueryOptions(slug: string, projectId: string, buildingId: string) {
  return queryOptions({
    queryKey: progressKeys.project(slug, projectId, buildingId),
    queryFn: ({ signal }) =>
      http.get(CONSTRUCTION_PATHS.list(slug), {
        query: buildingId ? { projectId, buildingId } : { projectId },
        schema: ZProgressList,
        signal,
        silent: true,
      }),
    enabled: projectId !== '',
  })
}

// Online only, never queued: the media are uploaded first and judged by the server (decision
// 0056). Silent: the form and the list show the server's reason.
export const progressChanges = (slug: string, projectId: string) => {
  const options = () => ({ query: { projectId }, idempotencyKey: randomId(), silent: true })
  return {
    add: (body: TProgressCreate) =>
      http.post(CONSTRUCTION_PATHS.list(slug), body, { ...options(), schema: ZProgress }),
    remove: (progressId: string) =>
      http.delete(CONSTRUCTION_PATHS.one(slug, progressId), {
        ...options(),
        schema: z.object({ constructionProgressId: z.string() }),
      }),
  }
}

/** A change to the project's progress, then every list of it read again. */
export function useProgressChange<A, R>(
  slug: string,
  projectId: string,
  change: (args: A) => Promise<R>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: progressKeys.all(slug, projectId) }),
  })
}
