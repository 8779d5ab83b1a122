import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { TICKET_SCOPES } from '../../../../contract/scopes.ts'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { TicketsScreen } from '../../../features/queries/components/tickets-screen.tsx'
import { parseTicketSearch } from '../../../features/queries/model/ticket-search.ts'
import { keepRawSearch } from '../../../lib/raw-search.ts'
import { useProjectOptions } from '../-filter-options.ts'

/** Customer queries (spec 002 names no path; decision 0057). */
export const Route = createFileRoute('/developer/queries/')({
  validateSearch: keepRawSearch,
  component: QueriesPage,
})

function QueriesPage() {
  const session = useSession()
  const can = useCan()
  const raw = Route.useSearch()
  const search = useMemo(() => parseTicketSearch(raw), [raw])
  const navigate = Route.useNavigate()
  const options = useProjectOptions(session?.slug ?? '')
  // Only the projects whose queries the user handles.
  const projects = useMemo(
    () => options.filter((p) => TICKET_SCOPES.some((scope) => can(scope, p.value))),
    [options, can],
  )
  if (!session) return null
  return (
    <PermittedScreen
      title={<Trans>Customer queries</Trans>}
      description={<Trans>Queries your customers raised, with their conversation.</Trans>}
      permitted={TICKET_SCOPES.some((scope) => can(scope))}
    >
      <TicketsScreen
        slug={session.slug}
        userId={session.userId}
        projects={projects}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    </PermittedScreen>
  )
}
