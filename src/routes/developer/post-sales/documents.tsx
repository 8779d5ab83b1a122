import { HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { COMMON_DOCUMENT_SCOPES } from '../../../../contract/common-documents.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { commonDocumentsQueryOptions } from '../../../features/common-documents/api/common-documents-api.ts'
import { DocumentsScreen } from '../../../features/common-documents/components/documents-screen.tsx'
import { userMessage } from '../../../lib/http.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { ProjectSelect, useProjectChoice } from '../projects_/-project-choice.tsx'
import { validateProjectSearch } from '../projects_/-project-search.ts'

/** Common documents (spec 002, DXP_DOCUMENT(S)): what every customer of a project may read. */
export const Route = createFileRoute('/developer/post-sales/documents')({
  validateSearch: validateProjectSearch,
  component: DocumentsPage,
})

function DocumentsPage() {
  const can = useCan()
  const { i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const choice = useProjectChoice(COMMON_DOCUMENT_SCOPES, search)
  const { slug, projectId } = choice
  const online = useConnectivity() === 'online'
  const documents = useQuery(commonDocumentsQueryOptions(slug, projectId))
  if (!slug) return null
  return (
    <PermittedScreen
      title={<Trans>Common documents</Trans>}
      description={
        <Trans>Documents every customer of the project may read, and sharing them.</Trans>
      }
      permitted={COMMON_DOCUMENT_SCOPES.some((scope) => can(scope))}
    >
      <HStack gap="3" wrap="wrap" align="end" justify="space-between">
        <ProjectSelect
          choice={choice}
          onChange={(project) => void navigate({ search: { project }, replace: true })}
        />
        <DataAsOf />
      </HStack>
      {documents.isError ? (
        <ErrorState
          message={userMessage(documents.error, i18n)}
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
      ) : !documents.data ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="40" />
        </Stack>
      ) : (
        <DocumentsScreen slug={slug} projectId={projectId} data={documents.data} online={online} />
      )}
    </PermittedScreen>
  )
}
