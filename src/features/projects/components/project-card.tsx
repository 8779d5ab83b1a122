import {
  Badge,
  Card,
  DataList,
  Heading,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
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
  onChoose: () => void
  onMarkAsRead: () => void
}

export function ProjectCard({
  project,
  notificationCount = project.notificationCount,
  notificationSync = null,
  chosen,
  onChoose,
  onMarkAsRead,
}: ProjectCardProps) {
  const headingId = `project-${project._id}`
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
              {project.projectName}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {project.city}, {project.state}
            </Text>
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
              <Badge colorPalette="brand" variant="subtle">
                {project.projectStatus}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>RERA number</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
              {project.reraNo}
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
      <Card.Footer>
        <ChooseProjectButton chosen={chosen} onChoose={onChoose}>
          <Trans>Work on this project</Trans>
          <VisuallyHidden>: {project.projectName}</VisuallyHidden>
        </ChooseProjectButton>
      </Card.Footer>
    </Card.Root>
  )
}
