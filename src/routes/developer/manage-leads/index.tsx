import { Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { ALL_PROJECTS } from '../../../features/leads/api/lead-keys.ts'
import { LeadList } from '../../../features/leads/components/lead-list.tsx'
import { parseLeadSearch } from '../../../features/leads/model/lead-filters.ts'
import { getSession } from '../../../features/auth/model/session-store.ts'
import {
  readChosenProject,
  useChosenProject,
} from '../../../features/projects/model/chosen-project.ts'
import { LEAD_READ_SCOPES } from '../../../../contract/leads.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { keepRawSearch } from '../../../lib/raw-search.ts'

export const Route = createFileRoute('/developer/manage-leads/')({
  // Parsed by the screen and its loader: zod, the lead schemas and luxon stay out of the app's
  // entry, so /login never loads them.
  validateSearch: keepRawSearch,
  loaderDeps: ({ search }) => search,
  // The first page is asked for while the screen's code loads rather than after it renders. The
  // loader's imports load beside the screen's chunk (the list needs them too), not with the entry.
  loader: async ({ context, deps, cause }) => {
    const session = getSession()
    if (!session) return
    const [{ prefetchLeadList }, filters] = await Promise.all([
      import('../../../features/leads/offline/use-lead-list-source.ts'),
      import('../../../features/leads/model/lead-filters.ts'),
    ])
    await prefetchLeadList(
      context.queryClient,
      {
        slug: session.slug,
        ownerId: session.userId,
        projectId: readChosenProject(session.orgId) ?? ALL_PROJECTS,
        search: filters.parseLeadSearch(deps),
      },
      cause !== 'stay',
    )
  },
  component: ManageLeadsPage,
})

function ManageLeadsPage() {
  const session = useSession()
  const can = useCan()
  const { i18n } = useLingui()
  const raw = Route.useSearch()
  const search = useMemo(() => parseLeadSearch(raw), [raw])
  const navigate = Route.useNavigate()
  const { projectId } = useChosenProject(session?.orgId ?? '')
  const scope = projectId ?? undefined
  const mayAdd = can('DXP_ADD_LEAD', scope)
  const mayBulkUpload = can('DXP_BULK_UPLOAD_LEADS', scope)
  // One element while the permissions hold, so the list's memoised header is not drawn again.
  const addLead = useMemo(
    () =>
      (mayAdd || mayBulkUpload) && (
        <HStack gap="2">
          {mayBulkUpload ? (
            <Button asChild size="sm" variant="outline">
              <Link to="/developer/manage-leads/bulk-upload-leads">
                <Trans>Bulk upload</Trans>
              </Link>
            </Button>
          ) : null}
          {mayAdd ? (
            <Button asChild size="sm">
              <Link to="/developer/manage-leads/new">
                <Trans>Add lead</Trans>
              </Link>
            </Button>
          ) : null}
        </HStack>
      ),
    [mayAdd, mayBulkUpload],
  )
  if (!session) return null
  const mayList = LEAD_READ_SCOPES.some((s) => can(s))
  return (
    <Stack gap="6">
      <HStack justify="space-between">
        <Heading as="h1" size="2xl">
          <Trans>Leads</Trans>
        </Heading>
      </HStack>
      {mayList ? (
        <LeadList
          slug={session.slug}
          userId={session.userId}
          projectId={projectId ?? ALL_PROJECTS}
          search={search}
          onSearchChange={(next) => void navigate({ search: next, replace: true })}
          canAssign={can('DXP_LEAD_ASSIGNMENT', scope)}
          canChat={can('DXP_CALLSNCHAT', scope)}
          addLead={addLead}
        />
      ) : (
        <Stack role="alert">{i18n._(MESSAGES.permissionDenied)}</Stack>
      )}
    </Stack>
  )
}
