import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { ChoiceDialog } from '../../../components/ui/choice-dialog.tsx'
import { useAssignNewProject } from '../api/assign-new-project.ts'
import { useOrgData } from '../api/org-data.ts'

/** Moves a lead to another project of the organisation (the server makes it a new lead there). */
export function ChangeProjectDialog({
  slug,
  leadId,
  currentProjectId,
  open,
  onOpenChange,
  onMoved,
}: {
  slug: string
  leadId: string
  currentProjectId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onMoved: (newLeadId: string) => void
}) {
  const org = useOrgData(slug, { enabled: open })
  const move = useAssignNewProject(slug, leadId)
  const projects = org.data?.projects.filter((p) => p._id !== currentProjectId) ?? []
  const [choice, setChoice] = useState<string | null>(null)
  const target = choice ?? projects[0]?._id ?? ''
  return (
    <ChoiceDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Change project</Trans>}
      label={<Trans>Move to</Trans>}
      options={projects.map((p) => ({ value: p._id, label: p.projectName }))}
      value={target}
      onChange={setChoice}
      loading={org.isPending}
      note={
        org.isSuccess &&
        projects.length === 0 && (
          <Text textStyle="sm" color="fg.muted" mt="2">
            <Trans>There is no other project to move this lead to.</Trans>
          </Text>
        )
      }
      confirmLabel={<Trans>Move lead</Trans>}
      onConfirm={() =>
        move.mutate({ projectId: target }, { onSuccess: (lead) => onMoved(lead._id) })
      }
      confirming={move.isPending}
      confirmDisabled={!target}
    />
  )
}
