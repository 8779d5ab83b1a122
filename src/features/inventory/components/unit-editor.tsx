import { Dialog, Portal, Spinner, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TBuilding } from '../../../../contract/buildings.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { userMessage } from '../../../lib/http.ts'
import { useUnits } from '../api/setup-api.ts'
import { UnitForm } from './unit-form.tsx'

export interface UnitEditorProps {
  slug: string
  building: TBuilding
  unitId: string
  onClose: () => void
}

/**
 * A grid cell's unit, opened for editing: the grid carries only what it draws, so the unit's
 * every field is read from the building's units first (stored for offline reading as any read).
 */
export function UnitEditor({ slug, building, unitId, onClose }: UnitEditorProps) {
  const { t, i18n } = useLingui()
  const units = useUnits(slug, building._id)
  const unit = units.data?.items.find((u) => u._id === unitId)
  if (unit) return <UnitForm slug={slug} building={building} unit={unit} onClose={onClose} />
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Unit</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {units.isError ? (
                <ErrorState
                  message={userMessage(units.error, i18n)}
                  onRetry={() => void units.refetch()}
                  retrying={units.isFetching}
                />
              ) : units.isPending ? (
                <Spinner aria-label={t`Loading the unit…`} />
              ) : (
                <Text role="alert">
                  <Trans>This unit is no longer in the building.</Trans>
                </Text>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
