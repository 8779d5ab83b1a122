import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { PermittedScreen } from '../../components/ui/permitted-screen.tsx'
import { CallLogs } from '../../features/call-logs/components/call-logs.tsx'
import { parseCallLogSearch } from '../../features/call-logs/model/call-log-search.ts'
import { keepRawSearch } from '../../lib/raw-search.ts'
import { useLeadScreen } from './-filter-options.ts'

/** The call logs screen (the spec names no path for it). */
export const Route = createFileRoute('/developer/call-logs')({
  // Parsed in the screen's chunk: the parser's zod, schemas and luxon stay out of the first load.
  validateSearch: keepRawSearch,
  component: CallLogsPage,
})

function CallLogsPage() {
  const raw = Route.useSearch()
  const search = useMemo(() => parseCallLogSearch(raw), [raw])
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
