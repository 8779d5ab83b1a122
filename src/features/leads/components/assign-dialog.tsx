import { Button, Dialog, Field, NativeSelect, Portal, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useExecutives } from '../api/executives.ts'
import { executiveName } from './lead-filter-bar.tsx'

const UNASSIGN = ''

export interface AssignDialogProps {
  slug: string
  /** The executives of this project, or of every project (null). */
  projectId: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
  leadCount: number
  /** Null unassigns. */
  onAssign: (assigneeId: string | null) => void
  assigning: boolean
}

/** Chooses an executive for one lead or a selection; focus starts on the choice. */
export function AssignDialog({
  slug,
  projectId,
  open,
  onOpenChange,
  leadCount,
  onAssign,
  assigning,
}: AssignDialogProps) {
  const { t } = useLingui()
  const executives = useExecutives(slug, projectId ?? undefined, { enabled: open })
  const [assignee, setAssignee] = useState<string | null>(null)
  const chosen = assignee ?? executives.data?.items[0]?._id ?? UNASSIGN
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Plural value={leadCount} one="Assign # lead" other="Assign # leads" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>
                  <Trans>Executive</Trans>
                </Field.Label>
                <NativeSelect.Root disabled={executives.isPending}>
                  <NativeSelect.Field
                    value={chosen}
                    onChange={(e) => setAssignee(e.currentTarget.value)}
                  >
                    {executives.data?.items.map((executive) => (
                      <option key={executive._id} value={executive._id}>
                        {executiveName(executive)}
                      </option>
                    ))}
                    <option value={UNASSIGN}>{t`Nobody (unassign)`}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {executives.isError && (
                <Text role="alert" color="fg.error" textStyle="sm" mt="2">
                  <Trans>The list of executives could not be loaded.</Trans>
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                loading={assigning}
                disabled={executives.isPending}
                onClick={() => onAssign(chosen === UNASSIGN ? null : chosen)}
              >
                <Trans>Assign</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
