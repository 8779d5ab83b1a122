import { Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { ALL_PROJECTS } from '../../../features/leads/api/lead-keys.ts'
import { LeadList } from '../../../features/leads/components/lead-list.tsx'
import { parseLeadSearch, type TLeadSearch } from '../../../features/leads/model/lead-filters.ts'
import { getSession } from '../../../features/auth/model/session-store.ts'
import { prefetchLeadList } from '../../../features/leads/offline/use-lead-list-source.ts'
import {
  readChosenProject,
  useChosenProject,
} from '../../../features/projects/model/chosen-project.ts'
import { LEAD_READ_SCOPES } from '../../../../contract/leads.ts'
import { MESSAGES } from '../../../lib/messages.ts'

export const Route = createFileRoute('/developer/manage-leads/')({
  validateSearch: (search: Record<string, unknown>): TLeadSearch => parseLeadSearch(search),
  loaderDeps: ({ search }) => search,
  // The first page is asked for while the screen's code loads rather than after it renders.
  loader: async ({ context, deps }) => {
    const session = getSession()
    if (!session) return
    await prefetchLeadList(context.queryClient, {
      slug: session.slug,
      ownerId: session.userId,
      projectId: readChosenProject(session.orgId) ?? ALL_PROJECTS,
      search: deps,
    })
  },
  component: ManageLeadsPage,
})

function ManageLeadsPage() {
  const session = useSession()
  const can = useCan()
  const { i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { projectId } = useChosenProject(session?.orgId ?? '')
  if (!session) return null
  const scope = projectId ?? undefined
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
          addLead={
            can('DXP_ADD_LEAD', scope) && (
              <Button asChild size="sm">
                <Link to="/developer/manage-leads/new">
                  <Trans>Add lead</Trans>
                </Link>
              </Button>
            )
          }
        />
      ) : (
        <Stack role="alert">{i18n._(MESSAGES.permissionDenied)}</Stack>
      )}
    </Stack>
  )
}
