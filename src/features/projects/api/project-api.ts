import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  PROJECT_PATHS,
  ZImageUpload,
  ZProject,
  ZProjectStatusList,
  ZStateList,
  type TProject,
  type TProjectCreate,
  type TProjectImageKind,
  type TProjectStepUpdate,
} from '../../../../contract/projects.ts'
import { http } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'
import { putFile } from '../../../lib/upload.ts'

export const projectKeys = {
  details: (slug: string, projectId: string) => ['projects', slug, 'details', projectId] as const,
  states: (slug: string) => ['projects', slug, 'states'] as const,
  statuses: (slug: string) => ['projects', slug, 'statuses'] as const,
}

/** A project's every field. Silent: the screen shows its own failure with a retry. */
export function projectQueryOptions(slug: string, projectId: string) {
  return queryOptions({
    queryKey: projectKeys.details(slug, projectId),
    queryFn: ({ signal }) =>
      http.get(PROJECT_PATHS.project(slug, projectId), { schema: ZProject, signal, silent: true }),
  })
}

export const useProject = (slug: string, projectId: string) =>
  useQuery(projectQueryOptions(slug, projectId))

/** The lists the form picks from; they change rarely. */
export function statesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: projectKeys.states(slug),
    queryFn: ({ signal }) =>
      http.get(PROJECT_PATHS.states(slug), { schema: ZStateList, signal, silent: true }),
    staleTime: 60 * 60_000,
  })
}

export function statusesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: projectKeys.statuses(slug),
    queryFn: ({ signal }) =>
      http.get(PROJECT_PATHS.statuses(slug), { schema: ZProjectStatusList, signal, silent: true }),
    staleTime: 10 * 60_000,
  })
}

// Online only, not through the outbox: a project's setup is judged by the server as it is
// made (decision 0043). Silent: the form puts the server's reasons on its fields.
const write = { schema: ZProject, silent: true } as const

export const createProject = (slug: string, values: TProjectCreate): Promise<TProject> =>
  http.post(PROJECT_PATHS.list(slug), values, { ...write, idempotencyKey: randomId() })

export const saveProjectStep = (
  slug: string,
  projectId: string,
  update: TProjectStepUpdate,
): Promise<TProject> =>
  http.patch(PROJECT_PATHS.project(slug, projectId), update, {
    ...write,
    idempotencyKey: randomId(),
  })

/** Uploads an image (its type already judged by its bytes) and answers the key to save. */
export async function uploadProjectImage(
  slug: string,
  kind: TProjectImageKind,
  file: File,
  mimeType: 'image/jpeg' | 'image/png',
  onProgress: (fraction: number) => void,
): Promise<string> {
  const signed = await http.post(
    PROJECT_PATHS.imageUpload(slug),
    { kind, fileName: file.name, fileSize: file.size, mimeType },
    { schema: ZImageUpload, idempotencyKey: randomId(), silent: true },
  )
  await putFile(signed.uploadUrl, file, mimeType, onProgress)
  return signed.key
}
