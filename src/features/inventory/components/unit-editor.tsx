import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { TBuilding } from '../../../../contract/buildings.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { userMessage } from '../../../lib/http.ts'
import { useUnits } from '../api/setup-api.ts'
import { UnitForm } from './unit-form.tsx'

export interface UnitEditorProps {
  slug: string
  building: TBuilding
  /** The unit to open; null: none, while the building's units are read ahead for the grid. */
  unitId: string | null
  onClose: () => void
}

/**
 * A grid cell's unit, opened for editing: the grid carries only what it draws, so the unit's
 * every field comes from the building's units, read as soon as the grid is shown (stored for
 * offline reading as any read). One dialog only: a loading dialog swapped for the form's would
 * hand focus back to the grid as it closed, and the form's dialog would take that as leaving.
 */
export function UnitEditor({ slug, building, unitId, onClose }: UnitEditorProps) {
  const { t, i18n } = useLingui()
  const units = useUnits(slug, building._id)
  const unit = unitId ? units.data?.items.find((u) => u._id === unitId) : undefined
  const missing = unitId !== null && units.data !== undefined && unit === undefined
  const failed = unitId !== null && units.isError
  useEffect(() => {
    if (!missing && !failed) return
    toaster.error({
      title: failed ? userMessage(units.error, i18n) : t`This unit is no longer in the building.`,
    })
    onClose()
  }, [missing, failed, units.error, i18n, t, onClose])
  return unit ? <UnitForm slug={slug} building={building} unit={unit} onClose={onClose} /> : null
}
