import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { LeadFormEditor } from '../../../features/lead-form-settings/components/lead-form-editor.tsx'
import {
  leadFormDefinitionKey,
  leadFormDefinitionQueryOptions,
} from '../../../features/leads/api/lead-form-definition.ts'
import { definitionFieldName } from '../../../features/leads/model/lead-form-text.ts'

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
      <Editor slug={session.slug} />
    </PermittedScreen>
  )
}

/** The editor works on the definition the lead screens read: one query, one key. */
function Editor({ slug }: { slug: string }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const query = useQuery({ ...leadFormDefinitionQueryOptions(slug), staleTime: 0 })
  return (
    <LeadFormEditor
      slug={slug}
      query={query}
      onChanged={(form) => queryClient.setQueryData(leadFormDefinitionKey(slug), form)}
      fieldLabel={(field) => definitionFieldName(field, i18n)}
    />
  )
}
