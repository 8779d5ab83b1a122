import { Skeleton, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { TFormStep, TProject } from '../../../../contract/projects.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { userMessage } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { useProject } from '../api/project-api.ts'
import { stepToOpen } from '../model/form-steps.ts'
import { ProjectForm } from './project-form.tsx'

export interface ProjectFormScreenProps {
  slug: string
  /** The project to edit or resume; absent while adding one. */
  projectId?: string
  /** The step in the address, if any: opened when the project has reached it. */
  askedStep: unknown
  /** The screen's title over the form, when the route has none of its own. */
  title?: (project: TProject | null) => ReactNode
  onOpenStep: (project: TProject | null, step: TFormStep) => void
  onSaved: (project: TProject, next: TFormStep | null) => void
}

/** Adding or editing a project: loads it (when editing) and opens the step to work on. */
export function ProjectFormScreen({ projectId, ...props }: ProjectFormScreenProps) {
  return projectId ? (
    <EditScreen projectId={projectId} {...props} />
  ) : (
    <FormBody project={null} {...props} />
  )
}

function EditScreen({ projectId, ...props }: ProjectFormScreenProps & { projectId: string }) {
  const { i18n } = useLingui()
  const project = useProject(props.slug, projectId)
  if (project.isPending && !project.isPaused) {
    return <Skeleton height="24rem" borderRadius="l3" aria-busy="true" />
  }
  if (project.isError || project.isPending) {
    return (
      <ErrorState
        message={
          project.isError ? userMessage(project.error, i18n) : i18n._(MESSAGES.connectionError)
        }
        onRetry={() => void project.refetch()}
        retrying={project.isFetching}
      />
    )
  }
  return <FormBody project={project.data} {...props} />
}

function FormBody({
  slug,
  project,
  askedStep,
  title,
  onOpenStep,
  onSaved,
}: Omit<ProjectFormScreenProps, 'projectId'> & { project: TProject | null }) {
  const online = useConnectivity() === 'online'
  return (
    <Stack gap="5">
      {title?.(project)}
      <ProjectForm
        slug={slug}
        project={project}
        step={stepToOpen(project, askedStep)}
        online={online}
        onOpenStep={(step) => onOpenStep(project, step)}
        onSaved={onSaved}
      />
    </Stack>
  )
}
