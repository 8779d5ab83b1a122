import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { ProjectLanding } from '../../features/projects/components/project-landing.tsx'

/** The project overview, for users whose start screen is the home dashboard. */
export const Route = createFileRoute('/developer/projects')({
  component: ProjectLandingPage,
})

function ProjectLandingPage() {
  const session = useSession()
  if (!session) return null
  return <ProjectLanding slug={session.slug} orgId={session.orgId} />
}
