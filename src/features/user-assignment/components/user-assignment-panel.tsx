import {
  Alert,
  Badge,
  Button,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { TAssignedUser } from '../../../../contract/user-assignment.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { userMessage } from '../../../lib/http.ts'
import { problemText } from '../../../lib/problem-text.ts'
import {
  unassignUser,
  userRolesQueryOptions,
  useUserRolesChange,
} from '../api/user-assignment-api.ts'
import { AssignUserForm } from './assign-user-form.tsx'

export interface UserAssignmentPanelProps {
  slug: string
  projectId: string
  projectName: string
  /** Changes are decided by the server when asked: offline the screen is read only. */
  online: boolean
}

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim()

/** A project's users by department with their groups; assign and unassign. */
export function UserAssignmentPanel({
  slug,
  projectId,
  projectName,
  online,
}: UserAssignmentPanelProps) {
  const { t, i18n } = useLingui()
  const list = useQuery(userRolesQueryOptions(slug, projectId))
  const [assigning, setAssigning] = useState(false)
  const [leaving, setLeaving] = useState<TAssignedUser | null>(null)
  const unassign = useUserRolesChange(slug, projectId, (userId: string) =>
    unassignUser(slug, projectId, userId),
  )
  const leavingName = leaving ? nameOf(leaving) : ''

  if (list.isPending) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="10" />
        <Skeleton height="48" />
      </Stack>
    )
  }
  if (list.isError) {
    return (
      <ErrorState
        message={userMessage(list.error, i18n)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    )
  }
  const confirmUnassign = () => {
    if (!leaving) return
    unassign.mutate(leaving._id, {
      onSuccess: () => toaster.success({ title: t`${leavingName} unassigned from ${projectName}` }),
      onError: (error) => toaster.error({ title: problemText(error, i18n) }),
      onSettled: () => setLeaving(null),
    })
  }
  return (
    <Stack gap="5">
      {online ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Assigning users needs a connection. You are offline.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {assigning && online ? (
        <AssignUserForm
          slug={slug}
          projectId={projectId}
          projectName={projectName}
          list={list.data}
          onDone={() => setAssigning(false)}
        />
      ) : (
        <HStack>
          <Button colorPalette="brand" disabled={!online} onClick={() => setAssigning(true)}>
            <Trans>Assign a user</Trans>
          </Button>
        </HStack>
      )}
      {list.data.departments.length === 0 ? (
        <EmptyList
          title={<Trans>Nobody works on this project yet</Trans>}
          description={<Trans>Assign users with their permission groups.</Trans>}
        />
      ) : (
        list.data.departments.map((d) => (
          <Stack as="section" key={d.department} gap="2" aria-label={d.department}>
            <Heading as="h2" size="md">
              {d.department}{' '}
              <Text as="span" color="fg.muted">
                ({d.users.length})
              </Text>
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {d.users.map((u) => (
                <UserRow key={u._id} user={u} online={online} onUnassign={() => setLeaving(u)} />
              ))}
            </Stack>
          </Stack>
        ))
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => {
          if (!open) setLeaving(null)
        }}
        title={<Trans>Unassign {leavingName}?</Trans>}
        cancelLabel={<Trans>Keep</Trans>}
        confirmLabel={<Trans>Unassign</Trans>}
        onConfirm={confirmUnassign}
        confirming={unassign.isPending}
      >
        <Trans>
          {leavingName} loses access to {projectName} at once. Their other projects stay as they
          are.
        </Trans>
      </ConfirmDialog>
    </Stack>
  )
}

function UserRow({
  user,
  online,
  onUnassign,
}: {
  user: TAssignedUser
  online: boolean
  onUnassign: () => void
}) {
  const { t } = useLingui()
  const name = nameOf(user)
  const everywhere = user.groups.some((g) => g.allProjects)
  return (
    <HStack
      as="li"
      gap="3"
      wrap="wrap"
      justify="space-between"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l2"
      bg="app.surface"
      px="3"
      py="2"
    >
      <Stack gap="1" minW="12rem" flex="1">
        <Text fontWeight="medium">
          {name}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            · {user.role}
          </Text>
        </Text>
        <Wrap gap="2" role="group" aria-label={t`Permission groups of ${name}`}>
          {user.groups.map(({ _id, displayName, allProjects }) => (
            <Badge key={_id} variant="subtle" colorPalette={allProjects ? 'purple' : 'gray'}>
              {allProjects ? <Trans>{displayName} (every project)</Trans> : displayName}
            </Badge>
          ))}
          {user.isActive ? null : (
            <Badge variant="outline" colorPalette="red">
              <Trans>Deactivated</Trans>
            </Badge>
          )}
        </Wrap>
      </Stack>
      {everywhere ? (
        <Text textStyle="sm" color="fg.muted" maxW="16rem">
          <Trans>Works on every project: changed in the user's permission groups</Trans>
        </Text>
      ) : (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={!online}
          aria-label={t`Unassign ${name}`}
          onClick={onUnassign}
        >
          <Trans>Unassign</Trans>
        </Button>
      )}
    </HStack>
  )
}
