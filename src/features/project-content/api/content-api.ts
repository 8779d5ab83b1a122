import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CONTENT_PATHS,
  ZContentUpload,
  ZProjectContent,
  type TBrochureGenerate,
  type TContentFileCreate,
  type TContentKind,
  type TPastProjectCreate,
  type TProjectContent,
} from '../../../../contract/project-content.ts'
import { http } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'
import { putFile } from '../../../lib/upload.ts'

export const contentKeys = {
  project: (slug: string, projectId: string) => ['project-content', slug, projectId] as const,
}

/** Everything the Content screen shows. Silent: the screen shows its own failure with a retry. */
export function projectContentQueryOptions(slug: string, projectId: string) {
  return queryOptions({
    queryKey: contentKeys.project(slug, projectId),
    queryFn: ({ signal }) =>
      http.get(CONTENT_PATHS.content(slug, projectId), {
        schema: ZProjectContent,
        signal,
        silent: true,
      }),
  })
}

export const useProjectContent = (slug: string, projectId: string) =>
  useQuery(projectContentQueryOptions(slug, projectId))

// Online only, not through the outbox: content is judged by the server when it is kept (its
// bytes, the limits), decision 0048. Every change answers the whole content, shown at once.
const write = { schema: ZProjectContent, silent: true } as const
const once = () => ({ ...write, idempotencyKey: randomId() })

/** Asks for an address (the declared type and size checked), PUTs the file, answers the key. */
export async function uploadContentFile(
  slug: string,
  projectId: string,
  kind: TContentKind,
  file: File,
  mimeType: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const signed = await http.post(
    CONTENT_PATHS.validateFiles(slug, projectId),
    { kind, fileName: file.name, fileSize: file.size, mimeType },
    { schema: ZContentUpload, idempotencyKey: randomId(), silent: true },
  )
  await putFile(signed.uploadUrl, file, mimeType, onProgress)
  return signed.key
}

export const contentChanges = (slug: string, projectId: string) => ({
  addFile: (body: TContentFileCreate) =>
    http.post(CONTENT_PATHS.files(slug, projectId), body, once()),
  selectFile: ({ fileId, selected }: { fileId: string; selected: boolean }) =>
    http.patch(CONTENT_PATHS.file(slug, projectId, fileId), { selected }, once()),
  removeFile: (fileId: string) => http.delete(CONTENT_PATHS.file(slug, projectId, fileId), once()),
  generateBrochure: (body: TBrochureGenerate) =>
    http.post(CONTENT_PATHS.generateBrochure(slug, projectId), body, once()),
  addAmenity: (name: string) =>
    http.post(CONTENT_PATHS.amenities(slug, projectId), { name }, once()),
  removeAmenity: (amenityId: string) =>
    http.delete(CONTENT_PATHS.amenity(slug, projectId, amenityId), once()),
  generateAmenityImage: (amenityId: string) =>
    http.post(CONTENT_PATHS.amenityImage(slug, projectId, amenityId), undefined, once()),
  addPastProject: (body: TPastProjectCreate) =>
    http.post(CONTENT_PATHS.pastProjects(slug, projectId), body, once()),
  removePastProject: (pastProjectId: string) =>
    http.delete(CONTENT_PATHS.pastProject(slug, projectId, pastProjectId), once()),
})

/** A change whose answer (the whole content) replaces the screen's copy. */
export function useContentChange<A>(
  slug: string,
  projectId: string,
  change: (args: A) => Promise<TProjectContent>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (content) => client.setQueryData(contentKeys.project(slug, projectId), content),
  })
}
