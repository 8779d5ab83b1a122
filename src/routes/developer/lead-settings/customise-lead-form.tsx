import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { LeadFormEditor } from '../../../features/lead-form-settings/components/lead-form-editor.tsx'

/** Lead settings (spec 001): the organisation's lead form, its sections and fields. */
export const Route = createFileRoute('/developer/lead-settings/customise-lead-form')({
  component: CustomiseLeadFormPage,
})

function CustomiseLeadFormPage() {
  const session = useSession()
  const can = useCan()
  if (!session) return null
  return (
    <PermittedScreen
      title={<Trans>Customise lead form</Trans>}
      description={
        <Trans>
          The fields of the lead form, by section: add your own, hide the ones you do not use, and
          set their order.
        </Trans>
      }
      permitted={can('DXP_MODIFY_ROUTING')}
    >
      <LeadFormEditor slug={session.slug} />
    </PermittedScreen>
  )
}
