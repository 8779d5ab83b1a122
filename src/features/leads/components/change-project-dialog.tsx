import { Button, Dialog, Field, NativeSelect, Portal, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
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
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Change project</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>
                  <Trans>Move to</Trans>
                </Field.Label>
                <NativeSelect.Root disabled={org.isPending}>
                  <NativeSelect.Field
                    value={target}
                    onChange={(e) => setChoice(e.currentTarget.value)}
                  >
                    {projects.map((project) => (
                      <option key={project._id} value={project._id}>
                        {project.projectName}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {org.isSuccess && projects.length === 0 && (
                <Text textStyle="sm" color="fg.muted" mt="2">
                  <Trans>There is no other project to move this lead to.</Trans>
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                loading={move.isPending}
                disabled={!target}
                onClick={() =>
                  move.mutate({ projectId: target }, { onSuccess: (lead) => onMoved(lead._id) })
                }
              >
                <Trans>Move lead</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
