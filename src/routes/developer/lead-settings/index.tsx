import { Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { TRoutingRule } from '../../../../contract/routing-rules.ts'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { useProjects } from '../../../features/projects/api/list-projects.ts'
import { RoutingRuleForm } from '../../../features/routing/components/routing-rule-form.tsx'
import { RoutingRuleList } from '../../../features/routing/components/routing-rule-list.tsx'

/** Lead settings (spec 001): the routing rules that hand new leads to executives in turn. */
export const Route = createFileRoute('/developer/lead-settings/')({
  component: LeadSettingsPage,
})

function LeadSettingsPage() {
  const session = useSession()
  const can = useCan()
  const projects = useProjects(session?.slug ?? '')
  // Closed, a new rule, or the rule being edited.
  const [editing, setEditing] = useState<'new' | TRoutingRule | null>(null)
  if (!session) return null
  const routable = (projects.data?.items ?? []).filter((p) => can('DXP_MODIFY_ROUTING', p._id))
  return (
    <PermittedScreen
      title={<Trans>Lead settings</Trans>}
      description={
        <Trans>
          Routing rules: new leads without an owner go to the project’s executives in turn.
        </Trans>
      }
      permitted={can('DXP_MODIFY_ROUTING')}
    >
      {editing ? (
        <RoutingRuleForm
          key={editing === 'new' ? 'new' : editing._id}
          slug={session.slug}
          projects={routable}
          rule={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <HStack>
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <Trans>New routing rule</Trans>
          </Button>
          <Button asChild variant="outline">
            <Link to="/developer/lead-settings/customise-lead-form">
              <Trans>Customise lead form</Trans>
            </Link>
          </Button>
        </HStack>
      )}
      <Stack as="section" aria-labelledby="routing-rules-heading" gap="3">
        <Heading as="h2" size="lg" id="routing-rules-heading">
          <Trans>Routing rules</Trans>
        </Heading>
        <RoutingRuleList slug={session.slug} onEdit={setEditing} />
      </Stack>
    </PermittedScreen>
  )
}
