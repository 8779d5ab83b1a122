import { Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ChoiceDialog } from '../../../components/ui/choice-dialog.tsx'
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
  const options = [
    ...(executives.data?.items.map((e) => ({ value: e._id, label: executiveName(e) })) ?? []),
    { value: UNASSIGN, label: t`Nobody (unassign)` },
  ]
  return (
    <ChoiceDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Plural value={leadCount} one="Assign # lead" other="Assign # leads" />}
      label={<Trans>Executive</Trans>}
      options={options}
      value={chosen}
      onChange={setAssignee}
      loading={executives.isPending}
      note={
        executives.isError && (
          <Text role="alert" color="fg.error" textStyle="sm" mt="2">
            <Trans>The list of executives could not be loaded.</Trans>
          </Text>
        )
      }
      confirmLabel={<Trans>Assign</Trans>}
      onConfirm={() => onAssign(chosen === UNASSIGN ? null : chosen)}
      confirming={assigning}
      confirmDisabled={executives.isPending}
    />
  )
}
