import { Button, HStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { CONTENT_SCOPES } from '../../../contract/project-content.ts'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import {
  ProjectContentScreen,
  type TEditable,
} from '../../features/project-content/components/content-screen.tsx'
import { useConnectivity } from '../../offline/connectivity/use-connectivity.ts'

// "$projectId_": not nested in the details' layout, though its URL is below it.
export const Route = createFileRoute('/developer/projects_/$projectId_/content')({
  component: ProjectContentPage,
})

function ProjectContentPage() {
  const session = useSession()
  const can = useCan()
  const online = useConnectivity() === 'online'
  const { projectId } = Route.useParams()
  if (!session) return null
  const editable = Object.fromEntries(
    Object.entries(CONTENT_SCOPES).map(([kind, scopes]) => [
      kind,
      scopes.some((scope) => can(scope, projectId)),
    ]),
  ) as TEditable
  return (
    <ProjectContentScreen
      slug={session.slug}
      projectId={projectId}
      editable={editable}
      online={online}
      back={
        <HStack>
          <Button asChild variant="ghost" size="sm">
            <Link to="/developer/projects/$projectId" params={{ projectId }}>
              <Trans>← Project details</Trans>
            </Link>
          </Button>
        </HStack>
      }
    />
  )
}
