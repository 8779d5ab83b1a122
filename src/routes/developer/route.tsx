import { createFileRoute, Outlet } from '@tanstack/react-router'
import { OrganisationSwitcher } from '../../features/auth/components/organisation-switcher.tsx'
import { SignOutButton } from '../../features/auth/components/sign-out-button.tsx'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { requireSession } from '../../features/auth/session/require-session.ts'
import { useLeadSync } from '../../features/leads/offline/use-lead-sync.ts'
import { ProjectSelector } from '../../features/projects/components/project-selector.tsx'
import { useChosenProject } from '../../features/projects/model/chosen-project.ts'
import { AppShell } from '../../features/shell/components/app-shell.tsx'
import { LEAD_READ_SCOPES } from '../../../contract/leads.ts'
import { visibleNavGroups } from '../../features/shell/model/nav-items.ts'
import { OfflineBanner } from '../../features/sync/components/offline-banner.tsx'
import { SyncBadge } from '../../features/sync/components/sync-badge.tsx'
import { useOutboxReplayer } from '../../features/sync/hooks/use-outbox-replayer.ts'
import { useOutboxCounts } from '../../offline/outbox/hooks.ts'
import { OfflineReadiness } from './-offline-reads.tsx'

export const Route = createFileRoute('/developer')({
  beforeLoad: requireSession,
  component: DeveloperLayout,
})

function DeveloperLayout() {
  const session = useSession()
  const can = useCan()
  const counts = useOutboxCounts()
  // The outbox replays while a signed-in screen is open, for this session's rows only.
  useOutboxReplayer(
    session && {
      userId: session.userId,
      orgId: session.orgId,
      hasAccessToken: Boolean(session.accessToken),
    },
  )
  // The device's copy of the user's leads, for offline lists and search.
  const chosen = useChosenProject(session?.orgId ?? '').projectId
  useLeadSync(
    session && LEAD_READ_SCOPES.some((scope) => can(scope))
      ? {
          slug: session.slug,
          userId: session.userId,
          projectId: chosen,
          canSeeAllOfProject: chosen !== null && can('DXP_LEAD_ASSIGNMENT', chosen),
        }
      : null,
  )
  // Signing out clears the session a moment before the sign-in page replaces this layout.
  if (!session) return null
  const navGroups = visibleNavGroups({ can, includedModules: session.includedModules })
  return (
    <AppShell
      navGroups={navGroups}
      context={<ProjectSelector slug={session.slug} orgId={session.orgId} />}
      account={
        <>
          <SyncBadge />
          <OrganisationSwitcher />
          <SignOutButton />
        </>
      }
    >
      <OfflineBanner pendingCount={counts?.badge ?? 0} />
      {/* Every screen's reads, stored for offline use once the worker controls the page; "ready
          to work offline" is said when they are (the worker's own install is not enough). */}
      <OfflineReadiness
        account={{
          slug: session.slug,
          userId: session.userId,
          orgId: session.orgId,
          projectId: chosen,
          can,
        }}
      />
      <Outlet />
    </AppShell>
  )
}
