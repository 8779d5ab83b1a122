import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  COMMON_DOCUMENT_PATHS,
  ZCommonDocument,
  ZCommonDocuments,
  ZNotifyResult,
  type TCommonDocumentCreate,
  type TCommonDocumentUpdate,
} from '../../../../contract/common-documents.ts'
import { http } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'

export const documentKeys = {
  project: (slug: string, projectId: string) => ['common-documents', slug, projectId] as const,
}

/** The project's common documents. Silent: the screen shows the failure in place. */
export function commonDocumentsQueryOptions(slug: string, projectId: string) {
  return queryOptions({
    queryKey: documentKeys.project(slug, projectId),
    queryFn: ({ signal }) =>
      http.get(COMMON_DOCUMENT_PATHS.list(slug), {
        query: { projectId },
        schema: ZCommonDocuments,
        signal,
        silent: true,
      }),
    enabled: projectId !== '',
  })
}

// Online only, never queued: the server judges the file, the names and the customers when it is
// asked (decision 0056). Silent: the dialogs and the list show the server's reason.
export const documentChanges = (slug: string, projectId: string) => {
  const options = () => ({ query: { projectId }, idempotencyKey: randomId(), silent: true })
  return {
    create: (body: TCommonDocumentCreate) =>
      http.post(COMMON_DOCUMENT_PATHS.list(slug), body, { ...options(), schema: ZCommonDocument }),
    update: ({ documentId, ...body }: TCommonDocumentUpdate & { documentId: string }) =>
      http.put(COMMON_DOCUMENT_PATHS.one(slug, documentId), body, {
        ...options(),
        schema: ZCommonDocument,
      }),
    notify: (documentId: string) =>
      http.post(
        COMMON_DOCUMENT_PATHS.notify(slug),
        { documentId },
        {
          ...options(),
          schema: ZNotifyResult,
        },
      ),
  }
}

/** A change to the project's documents, then the list read again. */
export function useDocumentChange<A, R>(
  slug: string,
  projectId: string,
  change: (args: A) => Promise<R>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: documentKeys.project(slug, projectId) }),
  })
}
