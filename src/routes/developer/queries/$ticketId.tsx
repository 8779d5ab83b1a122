import { Button, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { TICKET_SCOPES } from '../../../../contract/scopes.ts'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { TicketDetail } from '../../../features/queries/components/ticket-detail.tsx'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'

/** One customer query: its conversation, status, priority and assignee (decision 0057). */
export const Route = createFileRoute('/developer/queries/$ticketId')({
  component: QueryPage,
})

function QueryPage() {
  const session = useSession()
  const can = useCan()
  const { ticketId } = Route.useParams()
  if (!session) return null
  if (!TICKET_SCOPES.some((scope) => can(scope))) {
    return (
      <PermittedScreen title={<Trans>Customer query</Trans>} description="" permitted={false}>
        {null}
      </PermittedScreen>
    )
  }
  return (
    <Stack gap="4">
      <Button asChild size="sm" variant="ghost" alignSelf="flex-start">
        <Link to="/developer/queries">
          <Trans>All queries</Trans>
        </Link>
      </Button>
      <TicketDetail slug={session.slug} ticketId={ticketId} />
    </Stack>
  )
}
