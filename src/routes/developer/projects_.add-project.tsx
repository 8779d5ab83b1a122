import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PermittedScreen } from '../../components/ui/permitted-screen.tsx'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { ProjectFormScreen } from '../../features/projects/components/project-form-screen.tsx'

/** Adding a project: its first step makes a draft, then the form goes on at the draft's address. */
export const Route = createFileRoute('/developer/projects_/add-project')({
  component: AddProjectPage,
})

function AddProjectPage() {
  const session = useSession()
  const can = useCan()
  const navigate = Route.useNavigate()
  if (!session) return null
  return (
    <PermittedScreen
      title={<Trans>Add project</Trans>}
      description={
        <Trans>Fill in the steps; each is saved as you go, so you can finish later.</Trans>
      }
      permitted={can('DXP_ADD_PROJECT')}
    >
      <ProjectFormScreen
        slug={session.slug}
        askedStep="basic"
        onOpenStep={() => undefined}
        onSaved={(project, next) =>
          void navigate({
            to: '/developer/projects/$projectId/edit',
            params: { projectId: project._id },
            search: next ? { step: next } : {},
          })
        }
      />
    </PermittedScreen>
  )
}
