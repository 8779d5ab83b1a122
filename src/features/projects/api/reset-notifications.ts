import { msg } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { PROJECT_PATHS, type TProjectSummary } from '../../../../contract/projects.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { useLastSyncedAt, usePendingFor } from '../../../offline/outbox/hooks.ts'
import { projectsQueryKey } from './list-projects.ts'

/** One queue per project: marking two projects read never waits on the other. */
export function notificationsEntity(projectId: string): string {
  return `notifications:${projectId}`
}

/**
 * "Mark as read" through the outbox: saved on this device before the click is acknowledged,
 * sent when the server can be reached, exactly once (the row's Idempotency-Key).
 */
export function markNotificationsRead(
  slug: string,
  project: Pick<TProjectSummary, '_id' | 'projectName'>,
): Promise<string> {
  const projectName = project.projectName
  return enqueue({
    entity: notificationsEntity(project._id),
    method: 'PATCH',
    path: PROJECT_PATHS.resetNotifications(slug, project._id),
    label: msg`Mark notifications of ${projectName} as read`,
    href: '/developer',
  })
}

/** How this device's "mark as read" stands: not sent yet, refused, or nothing to tell. */
export type NotificationSync = 'waiting' | 'needs-attention' | null

/**
 * The unread count to show. The query holds what the server said; a queued "mark as read" is
 * not in it yet (TanStack Query is never the source of truth for a queued write), so the
 * outbox's rows are laid over it. Once the server confirms, the list is fetched again, and
 * shows 0 until then rather than the count it had before.
 */
export function useNotificationCount(
  slug: string,
  project: TProjectSummary,
  dataUpdatedAt: number,
): { count: number; sync: NotificationSync } {
  const entity = notificationsEntity(project._id)
  const rows = usePendingFor(entity)
  const lastSyncedAt = useLastSyncedAt(entity)
  const queryClient = useQueryClient()

  const waiting = rows?.some((row) => row.state !== 'needs-attention') ?? false
  const refused = rows?.some((row) => row.state === 'needs-attention') ?? false
  const listIsOlder = lastSyncedAt != null && lastSyncedAt >= dataUpdatedAt

  useEffect(() => {
    if (listIsOlder) void queryClient.invalidateQueries({ queryKey: projectsQueryKey(slug) })
  }, [listIsOlder, lastSyncedAt, queryClient, slug])

  let sync: NotificationSync = null
  if (waiting) sync = 'waiting'
  else if (refused) sync = 'needs-attention'
  return { count: waiting || listIsOlder ? 0 : project.notificationCount, sync }
}
