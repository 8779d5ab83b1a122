import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { ProjectFormScreen } from '../../features/projects/components/project-form-screen.tsx'
import { canEditProject } from '../../features/projects/model/form-steps.ts'
import { MESSAGES } from '../../lib/message-catalogue.ts'

interface EditSearch {
  step?: string
}

// "$projectId_": the form is not nested in the details' layout, though its URL is below it.
export const Route = createFileRoute('/developer/projects_/$projectId_/edit')({
  validateSearch: (search: Record<string, unknown>): EditSearch =>
    typeof search.step === 'string' ? { step: search.step } : {},
  component: EditProjectPage,
})

function EditProjectPage() {
  const session = useSession()
  const can = useCan()
  const { i18n } = useLingui()
  const { projectId } = Route.useParams()
  const { step } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!session) return null
  return (
    <ProjectFormScreen
      slug={session.slug}
      projectId={projectId}
      askedStep={step}
      title={(project) => {
        const name = project?.projectName ?? ''
        return (
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {project?.projectPublishStatus === 'draft' ? (
                <Trans>Finish adding {name}</Trans>
              ) : (
                <Trans>Edit {name}</Trans>
              )}
            </Heading>
            {project && !canEditProject(can, project) ? (
              <Text role="alert">{i18n._(MESSAGES.permissionDenied)}</Text>
            ) : null}
          </Stack>
        )
      }}
      onOpenStep={(_project, next) => void navigate({ search: { step: next }, replace: true })}
      onSaved={(project, next) =>
        void (next
          ? navigate({ search: { step: next } })
          : navigate({ to: '/developer/projects/$projectId', params: { projectId: project._id } }))
      }
    />
  )
}
