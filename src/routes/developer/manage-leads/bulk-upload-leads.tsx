import { Field, NativeSelect, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { BulkUploadPanel } from '../../../features/bulk-upload/components/bulk-upload-panel.tsx'
import { saveFile } from '../../../features/dashboards/api/export-report.ts'
import { useEntityLabels } from '../../../features/leads/api/entity-labels.ts'
import { useLeadFormDefinition } from '../../../features/leads/api/lead-form-definition.ts'
import { useProjects } from '../../../features/projects/api/list-projects.ts'
import { useChosenProject } from '../../../features/projects/model/chosen-project.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'

/** Bulk lead upload (spec 001: DXP_BULK_UPLOAD_LEADS), into one project. */
export const Route = createFileRoute('/developer/manage-leads/bulk-upload-leads')({
  component: BulkUploadLeadsPage,
})

function BulkUploadLeadsPage() {
  const session = useSession()
  const { t } = useLingui()
  const can = useCan()
  const online = useConnectivity() === 'online'
  const slug = session?.slug ?? ''
  const chosen = useChosenProject(session?.orgId ?? '').projectId
  const projects = useProjects(slug)
  const sourceList = useEntityLabels(slug, 'leadsource')
  const sources = useMemo(
    () => (sourceList.data?.items ?? []).map((s) => s.labelName),
    [sourceList.data],
  )
  // Its custom fields are columns of the file, checked in the preview as the server will.
  const form = useLeadFormDefinition(slug).definition
  const [picked, setPicked] = useState('')
  if (!session) return null
  const allowed = (projects.data?.items ?? []).filter((p) => can('DXP_BULK_UPLOAD_LEADS', p._id))
  const projectId = chosen ?? (picked || null)
  const permitted = projectId
    ? can('DXP_BULK_UPLOAD_LEADS', projectId)
    : can('DXP_BULK_UPLOAD_LEADS')
  return (
    <PermittedScreen
      title={<Trans>Bulk lead upload</Trans>}
      description={
        <Trans>
          Add many leads at once from a CSV file. New leads go to executives by the project's
          routing rule.
        </Trans>
      }
      permitted={permitted}
    >
      <Stack gap="6">
        {chosen ? null : (
          <Field.Root maxWidth="sm" required>
            <Field.Label>
              <Trans>Project</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
              >
                <option value="">{t`Choose a project`}</option>
                {allowed.map((project) => (
                  <option key={project._id} value={project._id}>
                    {project.projectName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {projectId ? (
          <BulkUploadPanel
            key={projectId}
            slug={slug}
            projectId={projectId}
            sources={sources}
            form={form}
            online={online}
            save={saveFile}
          />
        ) : null}
      </Stack>
    </PermittedScreen>
  )
}
