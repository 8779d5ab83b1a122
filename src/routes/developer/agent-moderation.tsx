import { Skeleton } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { ErrorState } from '../../components/ui/error-state.tsx'
import { PermittedScreen } from '../../components/ui/permitted-screen.tsx'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { moderationParamsQueryOptions } from '../../features/moderation/api/moderation-params.ts'
import { ModerationParamsEditor } from '../../features/moderation/components/moderation-params-editor.tsx'
import { userMessage } from '../../lib/http.ts'

/** Agent moderation's scoring parameters (spec 001; the path is ours, decision 0035). */
export const Route = createFileRoute('/developer/agent-moderation')({
  component: AgentModerationPage,
})

function AgentModerationPage() {
  const session = useSession()
  const can = useCan()
  if (!session) return null
  // Reading is for those who see agent performance; changing needs the routing scope.
  const canEdit = can('DXP_MODIFY_ROUTING')
  return (
    <PermittedScreen
      title={<Trans>Agent moderation</Trans>}
      description={
        <Trans>
          The scoring parameters and their weights, which total 100. Parameters that weigh a
          dimension of the lead score change how every lead is scored.
        </Trans>
      }
      permitted={canEdit || can('DXP_LEAD_ASSIGNMENT')}
    >
      <Params slug={session.slug} canEdit={canEdit} />
    </PermittedScreen>
  )
}

function Params({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const { i18n } = useLingui()
  const params = useQuery(moderationParamsQueryOptions(slug))
  // Bumped to start a new editing session from the list as the server has it now.
  const [editing, setEditing] = useState(0)
  if (params.isError)
    return (
      <ErrorState
        message={userMessage(params.error, i18n)}
        onRetry={() => void params.refetch()}
        retrying={params.isFetching}
      />
    )
  if (!params.data) return <Skeleton height="12rem" />
  // The editor keeps its draft from the first answer: a refetch (focus) never drops edits; a
  // list changed meanwhile by someone else is refused on save (409) and the page reloaded.
  return (
    <ModerationParamsEditor
      key={editing}
      slug={slug}
      saved={params.data}
      canEdit={canEdit}
      onReload={async () => {
        await params.refetch()
        setEditing((n) => n + 1)
      }}
    />
  )
}
