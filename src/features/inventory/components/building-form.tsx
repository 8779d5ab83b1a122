import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  BUILDING_ENTITY,
  BUILDING_NAME_MAX,
  MAX_BASEMENTS,
  MAX_FLATS_PER_FLOOR,
  MAX_FLOORS,
  ZBuildingInput,
  type TBuilding,
} from '../../../../contract/buildings.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import {
  saveBuilding,
  useSetupChange,
  useSetupLabels,
  type TBuildingBody,
} from '../api/setup-api.ts'
import { applyServerProblems } from '../model/server-problems.ts'
import { SetupDialog } from './setup-dialog.tsx'
import { TypeOptions } from './type-options.tsx'
import { problemText } from '../../../lib/problem-text.ts'

type TValues = z.input<typeof ZBuildingInput>

export interface BuildingFormProps {
  slug: string
  projectId: string
  /** The building being edited; a new one without. */
  building?: TBuilding | undefined
  onClose: () => void
}

const asNumber = { valueAsNumber: true } as const

/**
 * Adds or edits a building: the contract's schema checks it as typed (refuge floors never more
 * than the floors, basements 0 or below), the server's refusals land on their fields.
 */
export function BuildingForm({ slug, projectId, building, onClose }: BuildingFormProps) {
  const { t, i18n } = useLingui()
  const [key] = useState(() => crypto.randomUUID())
  const types = useSetupLabels(slug, BUILDING_ENTITY)
  const save = useSetupChange(slug, (body: TBuildingBody) =>
    saveBuilding(slug, projectId, body, key, building?._id),
  )
  const form = useForm<TValues, unknown, TBuildingBody>({
    resolver: zodResolver(ZBuildingInput),
    mode: 'onTouched',
    defaultValues: building ?? { name: '', buildingType: '', basementFloors: 0, refugeFloors: 0 },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body)
      toaster.success({ title: building ? t`Building saved` : t`Building added` })
      onClose()
    } catch (error) {
      const problem = applyServerProblems(form.setError, error, problemText(error, i18n))
      if (problem) form.setError('root.server', { message: problem })
    }
  })

  return (
    <SetupDialog
      title={building ? <Trans>Edit building</Trans> : <Trans>Add building</Trans>}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={building ? <Trans>Save building</Trans> : <Trans>Add building</Trans>}
      submitting={isSubmitting}
      problem={errors.root?.server?.message}
    >
      <FormField id="building-name" label={<Trans>Name</Trans>} error={errors.name} required>
        <Input {...form.register('name')} maxLength={BUILDING_NAME_MAX + 5} autoComplete="off" />
      </FormField>
      <FormField
        id="building-type"
        label={<Trans>Type</Trans>}
        error={errors.buildingType}
        required
      >
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('buildingType')}>
            <TypeOptions labels={types} current={building?.buildingType} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          id="building-floors"
          label={<Trans>Floors</Trans>}
          error={errors.floorCount}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_FLOORS}
            {...form.register('floorCount', asNumber)}
          />
        </FormField>
        <FormField
          id="building-flats"
          label={<Trans>Flats per floor</Trans>}
          error={errors.flatsPerFloor}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_FLATS_PER_FLOOR}
            {...form.register('flatsPerFloor', asNumber)}
          />
        </FormField>
        <FormField
          id="building-basements"
          label={<Trans>Basement floors</Trans>}
          error={errors.basementFloors}
          helper={<Trans>0 or a negative number: -2 is two basements.</Trans>}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={-MAX_BASEMENTS}
            max={0}
            {...form.register('basementFloors', asNumber)}
          />
        </FormField>
        <FormField
          id="building-refuge"
          label={<Trans>Refuge floors</Trans>}
          error={errors.refugeFloors}
          helper={<Trans>Never more than the floors.</Trans>}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            {...form.register('refugeFloors', asNumber)}
          />
        </FormField>
      </SimpleGrid>
    </SetupDialog>
  )
}
