import {
  Badge,
  Button,
  Card,
  Link,
  DataList,
  Heading,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { FORM_STEPS } from '../../../../contract/projects.ts'
import { savedSteps } from '../model/form-steps.ts'
import { PublishBadge } from './project-details.tsx'
import { ChooseProjectButton } from './choose-project-button.tsx'
import type { TProjectSummary } from '../../../../contract/projects.ts'
import type { NotificationSync } from '../api/reset-notifications.ts'
import { NotificationCount } from './notification-count.tsx'
import { ProjectLogo } from './project-logo.tsx'

export interface ProjectCardProps {
  project: TProjectSummary
  /** The count to show: the server's, with this device's unconfirmed "mark as read" applied. */
  notificationCount?: number
  notificationSync?: NotificationSync
  chosen: boolean
  /** Whether the user may finish this draft (or edit the project). */
  canEdit?: boolean
  onChoose: () => void
  onMarkAsRead: () => void
}

export function ProjectCard({
  project,
  notificationCount = project.notificationCount,
  notificationSync = null,
  chosen,
  canEdit = false,
  onChoose,
  onMarkAsRead,
}: ProjectCardProps) {
  const headingId = `project-${project._id}`
  const draft = project.projectPublishStatus === 'draft'
  const saved = savedSteps(project.projectFormStage)
  const total = FORM_STEPS.length
  const place = [project.city, project.state].filter(Boolean).join(', ')
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      bg="app.surface"
      borderColor={chosen ? 'brand.solid' : 'app.border'}
      borderWidth={chosen ? '2px' : '1px'}
    >
      <Card.Body gap="4">
        <HStack gap="3" align="flex-start">
          <ProjectLogo name={project.projectName} logo={project.logo} />
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h2" size="md" id={headingId} lineClamp="2">
              {/* The card opens the project's details. */}
              <Link asChild color="inherit">
                <RouterLink to="/developer/projects/$projectId" params={{ projectId: project._id }}>
                  {project.projectName}
                </RouterLink>
              </Link>
            </Heading>
            {place ? (
              <Text color="fg.muted" fontSize="sm">
                {place}
              </Text>
            ) : null}
          </Stack>
          {chosen && (
            <Badge colorPalette="brand" variant="solid">
              <Trans>Chosen</Trans>
            </Badge>
          )}
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Status</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette="brand" variant="subtle">
                  {project.projectStatus}
                </Badge>
                {project.projectPublishStatus === 'published' ? null : (
                  <PublishBadge project={project} />
                )}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
          {draft ? (
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Form</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <Trans>
                  {saved} of {total} steps saved
                </Trans>
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>RERA number</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
              {project.reraNo ?? '—'}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <NotificationCount
          count={notificationCount}
          sync={notificationSync}
          projectName={project.projectName}
          onMarkAsRead={onMarkAsRead}
        />
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {draft && canEdit ? (
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink
              to="/developer/projects/$projectId/edit"
              params={{ projectId: project._id }}
            >
              <Trans>Resume</Trans>
              <VisuallyHidden>: {project.projectName}</VisuallyHidden>
            </RouterLink>
          </Button>
        ) : null}
        <ChooseProjectButton chosen={chosen} onChoose={onChoose}>
          <Trans>Work on this project</Trans>
          <VisuallyHidden>: {project.projectName}</VisuallyHidden>
        </ChooseProjectButton>
      </Card.Footer>
    </Card.Root>
  )
}
