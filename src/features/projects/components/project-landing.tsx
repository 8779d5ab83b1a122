import {
  Button,
  EmptyState,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { BuildingIcon } from '../../../components/ui/icons.tsx'
import { showErrorToast } from '../../../components/ui/toaster.tsx'
import { userMessage } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import type { TProjectSummary } from '../../../../contract/projects.ts'
import { useProjects } from '../api/list-projects.ts'
import { markNotificationsRead, useNotificationCount } from '../api/reset-notifications.ts'
import { useChosenProject } from '../model/chosen-project.ts'
import { AllProjectsCard } from './all-projects-card.tsx'
import { ProjectCard } from './project-card.tsx'

const GRID_COLUMNS = { base: 1, md: 2, xl: 3 }

/** The first screen after sign-in: the user's projects, their unread counts, and the choice. */
export interface ProjectLandingProps {
  slug: string
  orgId: string
  /** Whether the user may add projects (DXP_ADD_PROJECT). */
  canAdd?: boolean
  /** Whether the user may finish or edit this project. */
  canEdit?: (project: TProjectSummary) => boolean
}

export function ProjectLanding({ slug, orgId, canAdd = false, canEdit }: ProjectLandingProps) {
  return (
    <Stack gap="6">
      <HStack gap="4" align="flex-start" justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <Trans>Your projects</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Choose the project you work on now. Lead screens show only its leads.</Trans>
          </Text>
        </Stack>
        {canAdd ? (
          <Button asChild colorPalette="brand">
            <RouterLink to="/developer/projects/add-project">
              <Trans>Add project</Trans>
            </RouterLink>
          </Button>
        ) : null}
      </HStack>
      <ProjectGrid slug={slug} orgId={orgId} canEdit={canEdit} />
    </Stack>
  )
}

function ProjectGrid({
  slug,
  orgId,
  canEdit,
}: {
  slug: string
  orgId: string
  canEdit: ProjectLandingProps['canEdit']
}) {
  const { i18n } = useLingui()
  const projects = useProjects(slug)
  const { projectId, choose } = useChosenProject(orgId)

  // Offline with nothing stored, a retry waits for the connection (the query is paused): said
  // at once, with a way to try again, rather than loading for as long as the device is offline.
  if (projects.isPending && !projects.isPaused) return <ProjectGridSkeleton />
  if (projects.isError || projects.isPending) {
    return (
      <ErrorState
        message={
          projects.isError ? userMessage(projects.error, i18n) : i18n._(MESSAGES.connectionError)
        }
        onRetry={() => void projects.refetch()}
        retrying={projects.isFetching}
      />
    )
  }

  const items = projects.data.items
  if (items.length === 0) return <NoProjects />
  // A remembered project the user has since lost access to counts as "all projects".
  const chosenId = items.some((p) => p._id === projectId) ? projectId : null

  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="4">
      <AllProjectsCard
        projectCount={items.length}
        chosen={chosenId === null}
        onChoose={() => choose(null)}
      />
      {items.map((project) => (
        <SyncedProjectCard
          key={project._id}
          slug={slug}
          project={project}
          dataUpdatedAt={projects.dataUpdatedAt}
          chosen={chosenId === project._id}
          canEdit={canEdit?.(project) ?? false}
          onChoose={() => choose(project._id)}
        />
      ))}
    </SimpleGrid>
  )
}

/** A card whose unread count includes this device's "mark as read" the server has not confirmed. */
function SyncedProjectCard({
  slug,
  project,
  dataUpdatedAt,
  chosen,
  canEdit,
  onChoose,
}: {
  slug: string
  project: TProjectSummary
  dataUpdatedAt: number
  chosen: boolean
  canEdit: boolean
  onChoose: () => void
}) {
  const { i18n } = useLingui()
  const { count, sync } = useNotificationCount(slug, project, dataUpdatedAt)
  return (
    <ProjectCard
      project={project}
      notificationCount={count}
      notificationSync={sync}
      chosen={chosen}
      canEdit={canEdit}
      onChoose={onChoose}
      onMarkAsRead={() => {
        // Only a broken IndexedDB (or no session) refuses the save: nothing was queued.
        markNotificationsRead(slug, project).catch(() =>
          showErrorToast(i18n._(MESSAGES.somethingWentWrong)),
        )
      }}
    />
  )
}

function ProjectGridSkeleton() {
  const { t } = useLingui()
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="4" aria-busy="true" aria-label={t`Loading projects`}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height="15rem" borderRadius="l3" />
      ))}
    </SimpleGrid>
  )
}

function NoProjects() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <BuildingIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>
            <Trans>No projects yet</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>
              You are not working on any project. Ask your administrator to add you to one.
            </Trans>
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
