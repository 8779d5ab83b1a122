import { Field, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { checkDuplicates } from '../../../features/leads/api/check-duplicates.ts'
import { useCreateLead } from '../../../features/leads/api/create-lead.ts'
import { useLeadFormDefinitionOnce } from '../../../features/leads/api/lead-form-definition.ts'
import { useLeadFormLists } from '../../../features/leads/api/lead-form-lists.ts'
import { validateWhatsApp } from '../../../features/leads/api/validate-whatsapp.ts'
import { LeadForm } from '../../../features/leads/components/lead-form.tsx'
import { useProjects } from '../../../features/projects/api/list-projects.ts'
import { useChosenProject } from '../../../features/projects/model/chosen-project.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'

export const Route = createFileRoute('/developer/manage-leads/new')({
  component: NewLeadPage,
})

function NewLeadPage() {
  const session = useSession()
  if (!session) return null
  return <NewLead slug={session.slug} userId={session.userId} orgId={session.orgId} />
}

function NewLead({ slug, userId, orgId }: { slug: string; userId: string; orgId: string }) {
  const { i18n, t } = useLingui()
  const can = useCan()
  const navigate = Route.useNavigate()
  const online = useConnectivity() === 'online'
  const chosen = useChosenProject(orgId).projectId
  const projects = useProjects(slug)
  const { lists, loading } = useLeadFormLists(slug)
  // Drawn once the definition is read (or cannot be): its custom fields are part of the form.
  const { definition, ready: definitionReady } = useLeadFormDefinitionOnce(slug)
  const createLead = useCreateLead(slug, { userId, orgId })
  // "All projects" chosen: the lead still belongs to one, picked here.
  const [picked, setPicked] = useState<string>('')
  const projectId = chosen ?? (picked || null)
  const addable = (projects.data?.items ?? []).filter((p) => can('DXP_ADD_LEAD', p._id))
  const projectName =
    projects.data?.items.find((p) => p._id === projectId)?.projectName ?? t`Project`

  const heading = (
    <Heading as="h1" size="2xl">
      <Trans>Add lead</Trans>
    </Heading>
  )

  if (projectId ? !can('DXP_ADD_LEAD', projectId) : !can('DXP_ADD_LEAD')) {
    return (
      <Stack gap="6">
        {heading}
        <Text role="alert">{i18n._(MESSAGES.permissionDenied)}</Text>
      </Stack>
    )
  }

  return (
    <Stack gap="6" maxWidth="5xl">
      {heading}
      {chosen ? null : (
        <Field.Root maxWidth="sm" required>
          <Field.Label>
            <Trans>Project</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={picked} onChange={(event) => setPicked(event.target.value)}>
              <option value="">{t`Choose a project`}</option>
              {addable.map((project) => (
                <option key={project._id} value={project._id}>
                  {project.projectName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {loading ? <Spinner size="sm" aria-label={t`Loading`} /> : null}
      {projectId && definitionReady ? (
        <LeadForm
          lists={lists}
          definition={definition}
          canChangeSource
          online={online}
          validateWhatsApp={(number, signal) => validateWhatsApp(slug, number, signal)}
          checkDuplicates={(number, signal) => checkDuplicates(slug, number, signal)}
          onSave={async (save) => {
            if (save.kind !== 'create') return
            const { leadId } = await createLead({ projectId, projectName, body: save.body })
            void navigate({ to: '/developer/manage-leads/$leadId', params: { leadId } })
          }}
          onCancel={() => void navigate({ to: '/developer/manage-leads' })}
        />
      ) : null}
    </Stack>
  )
}
