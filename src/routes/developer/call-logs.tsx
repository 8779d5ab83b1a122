import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PermittedScreen } from '../../components/ui/permitted-screen.tsx'
import { CallLogs } from '../../features/call-logs/components/call-logs.tsx'
import {
  parseCallLogSearch,
  type TCallLogSearch,
} from '../../features/call-logs/model/call-log-search.ts'
import { useLeadScreen } from './-filter-options.ts'

/** The call logs screen (the spec names no path for it). */
export const Route = createFileRoute('/developer/call-logs')({
  validateSearch: (search: Record<string, unknown>): TCallLogSearch => parseCallLogSearch(search),
  component: CallLogsPage,
})

function CallLogsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const screen = useLeadScreen()
  if (!screen) return null
  return (
    <PermittedScreen
      title={<Trans>Call logs</Trans>}
      description={<Trans>Calls with the leads you can see, incoming and outbound.</Trans>}
      permitted={screen.mayList}
    >
      <CallLogs
        {...screen.lists}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    </PermittedScreen>
  )
}
