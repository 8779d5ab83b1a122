import { createFileRoute, Navigate } from '@tanstack/react-router'
import { LEAD_READ_SCOPES } from '../../../contract/leads.ts'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { ProjectLanding } from '../../features/projects/components/project-landing.tsx'

/**
 * The start screen, where sign-in lands: the home dashboard for users of leads, the project
 * overview for everyone else (decision 0029). Decided in the screen's chunk, not in
 * beforeLoad: the route's options load with the entry, and the lead scopes live beside the
 * lead schemas.
 */
export const Route = createFileRoute('/developer/')({
  component: StartScreen,
})

function StartScreen() {
  const session = useSession()
  const can = useCan()
  if (!session) return null
  if (LEAD_READ_SCOPES.some((scope) => can(scope))) return <Navigate to="/developer/home" replace />
  return <ProjectLanding slug={session.slug} orgId={session.orgId} />
}
