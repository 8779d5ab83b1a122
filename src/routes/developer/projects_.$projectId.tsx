import { Button, HStack, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { ProjectDetails } from '../../features/projects/components/project-details.tsx'

/** A project's details (spec 002 section 3), readable offline from the device's copy. */
export const Route = createFileRoute('/developer/projects_/$projectId')({
  component: ProjectDetailsPage,
})

function ProjectDetailsPage() {
  const session = useSession()
  const can = useCan()
  const { projectId } = Route.useParams()
  if (!session) return null
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/developer/projects">
            <Trans>← All projects</Trans>
          </Link>
        </Button>
        {/* Everyone who sees the project may read its content (brochure, plans); decision 0048. */}
        <Button asChild variant="outline" size="sm">
          <Link to="/developer/projects/$projectId/content" params={{ projectId }}>
            <Trans>Brochure and content</Trans>
          </Link>
        </Button>
      </HStack>
      <ProjectDetails
        slug={session.slug}
        projectId={projectId}
        canEdit={can('DXP_PROJECT_ATTRIBUTES', projectId) || can('DXP_ADD_PROJECT', projectId)}
      />
    </Stack>
  )
}
