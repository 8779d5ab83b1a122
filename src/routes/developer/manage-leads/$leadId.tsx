import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { LeadConflicts } from '../../../features/leads/components/lead-conflicts.tsx'
import { LeadDetail } from '../../../features/leads/components/lead-detail.tsx'

export const Route = createFileRoute('/developer/manage-leads/$leadId')({
  component: LeadDetailPage,
})

function LeadDetailPage() {
  const session = useSession()
  const can = useCan()
  const { leadId } = Route.useParams()
  const navigate = Route.useNavigate()
  if (!session) return null
  return (
    <LeadDetail
      slug={session.slug}
      userId={session.userId}
      leadId={leadId}
      can={can}
      edit={
        <Button asChild size="sm" variant="outline">
          <Link to="/developer/manage-leads/$leadId/edit" params={{ leadId }}>
            <Trans>Edit</Trans>
          </Link>
        </Button>
      }
      conflicts={<LeadConflicts slug={session.slug} leadId={leadId} />}
      onMoved={(newLeadId) =>
        void navigate({ to: '/developer/manage-leads/$leadId', params: { leadId: newLeadId } })
      }
    />
  )
}
