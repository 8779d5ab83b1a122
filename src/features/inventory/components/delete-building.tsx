import { Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TBuilding } from '../../../../contract/buildings.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { problemText } from '../../../lib/problem-text.ts'
import { deleteBuilding, useSetupChange } from '../api/setup-api.ts'
import { NeedsNetwork, useCanEditOnline } from './setup-dialog.tsx'

export interface DeleteBuildingDialogProps {
  slug: string
  building: TBuilding
  onClose: () => void
}

/**
 * Asks before a building goes with its units, parking bays and prices (decision 0051). The
 * server refuses one with a blocked or booked unit; its reason is shown here, translated.
 * Deleting needs the network: offline the dialog says so and does not send.
 */
export function DeleteBuildingDialog({ slug, building, onClose }: DeleteBuildingDialogProps) {
  const { t, i18n } = useLingui()
  const online = useCanEditOnline()
  const [problem, setProblem] = useState<string | null>(null)
  // A deleted building's bays leave the parking screen too.
  const remove = useSetupChange(slug, (id: string) => deleteBuilding(slug, id), ['parking'])
  const name = building.name
  const units = building.unitCount

  const confirm = async () => {
    if (!online) return
    try {
      await remove.mutateAsync(building._id)
      toaster.success({ title: t`Building ${name} deleted` })
      onClose()
    } catch (error) {
      setProblem(problemText(error, i18n))
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={<Trans>Delete building {name}?</Trans>}
      cancelLabel={<Trans>Keep the building</Trans>}
      confirmLabel={<Trans>Delete building</Trans>}
      onConfirm={() => void confirm()}
      confirming={remove.isPending}
    >
      <Stack gap="3">
        <Text>
          <Plural
            value={units}
            one="Its # unit, the floors, parking bays and prices are deleted with it. This cannot be undone."
            other="Its # units, the floors, parking bays and prices are deleted with it. This cannot be undone."
          />
        </Text>
        {online ? null : <NeedsNetwork />}
        {problem ? (
          <Text color="fg.error" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </ConfirmDialog>
  )
}
