import { Heading, Spinner, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { checkDuplicates } from '../../../features/leads/api/check-duplicates.ts'
import { useLeadFormDefinitionOnce } from '../../../features/leads/api/lead-form-definition.ts'
import { useLeadFormLists } from '../../../features/leads/api/lead-form-lists.ts'
import { useEditBase, useUpdateLead } from '../../../features/leads/api/update-lead.ts'
import { validateWhatsApp } from '../../../features/leads/api/validate-whatsapp.ts'
import { LeadConflicts } from '../../../features/leads/components/lead-conflicts.tsx'
import { LeadForm } from '../../../features/leads/components/lead-form.tsx'
import { userMessage } from '../../../lib/http.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'

// "$leadId_": the edit screen is not nested in the detail's layout, though its URL is below it.
export const Route = createFileRoute('/developer/manage-leads/$leadId_/edit')({
  component: EditLeadPage,
})

function EditLeadPage() {
  const session = useSession()
  const { leadId } = Route.useParams()
  if (!session) return null
  return <EditLead slug={session.slug} userId={session.userId} leadId={leadId} />
}

function EditLead({ slug, userId, leadId }: { slug: string; userId: string; leadId: string }) {
  const { i18n, t } = useLingui()
  const can = useCan()
  const navigate = Route.useNavigate()
  const online = useConnectivity() === 'online'
  const base = useEditBase(slug, leadId, userId)
  const { lists } = useLeadFormLists(slug)
  const { definition, ready: definitionReady } = useLeadFormDefinitionOnce(slug)
  const updateLead = useUpdateLead(slug, userId)
  const toDetail = () =>
    void navigate({ to: '/developer/manage-leads/$leadId', params: { leadId } })

  return (
    <Stack gap="6" maxWidth="5xl">
      <Heading as="h1" size="2xl">
        <Trans>Edit lead</Trans>
      </Heading>
      <LeadConflicts slug={slug} leadId={leadId} />
      {base.isPending ? <Spinner size="sm" aria-label={t`Loading`} /> : null}
      {base.isError ? (
        <ErrorState
          message={userMessage(base.error, i18n)}
          onRetry={() => void base.refetch()}
          retrying={base.isFetching}
        />
      ) : null}
      {base.data && definitionReady ? (
        <LeadForm
          lead={base.data}
          lists={lists}
          definition={definition}
          canChangeSource={can('DXP_MODIFY_CHANGE_SOURCE', base.data.projectId)}
          online={online}
          validateWhatsApp={(number, signal) => validateWhatsApp(slug, number, signal)}
          checkDuplicates={(number, signal) => checkDuplicates(slug, number, signal)}
          onSave={async (save) => {
            if (save.kind !== 'update') return
            await updateLead(save.lead, save.diff)
            toDetail()
          }}
          onCancel={toDetail}
        />
      ) : null}
    </Stack>
  )
}
