import { createFileRoute } from '@tanstack/react-router'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { ProjectLanding } from '../../features/projects/components/project-landing.tsx'
import { canEditProject } from '../../features/projects/model/form-steps.ts'

/** The project overview, for users whose start screen is the home dashboard. */
export const Route = createFileRoute('/developer/projects')({
  component: ProjectLandingPage,
})

function ProjectLandingPage() {
  const session = useSession()
  const can = useCan()
  if (!session) return null
  return (
    <ProjectLanding
      slug={session.slug}
      orgId={session.orgId}
      canAdd={can('DXP_ADD_PROJECT')}
      canEdit={(project) => canEditProject(can, project)}
    />
  )
}
