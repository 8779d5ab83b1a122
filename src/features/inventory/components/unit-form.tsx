import {
  Button,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  FACING_ENTITY,
  INTERIOR_ROOMS,
  INTERIOR_TEXT_MAX,
  INTERIORS_MAX,
  UNIT_ENTITY,
  UNIT_NAME_MAX,
  ZUnitInput,
  type TBuilding,
  type TInteriorRoom,
  type TUnit,
} from '../../../../contract/buildings.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { fileHref } from '../../../lib/upload.ts'
import { saveUnit, useSetupChange, useSetupLabels, type TUnitBody } from '../api/setup-api.ts'
import { applyServerProblems } from '../model/server-problems.ts'
import { SetupDialog } from './setup-dialog.tsx'
import { TypeOptions } from './type-options.tsx'
import { problemText } from '../../../lib/problem-text.ts'

type TValues = z.input<typeof ZUnitInput>

export const ROOM_LABELS: Record<TInteriorRoom, MessageDescriptor> = {
  hall: msg`Hall`,
  kitchen: msg`Kitchen`,
  washroom: msg`Washroom`,
  bedroom: msg`Bedroom`,
}

export interface UnitFormProps {
  slug: string
  building: TBuilding
  /** The unit being edited; a new one without. */
  unit?: TUnit | undefined
  /** The floor a new unit starts on. */
  floor?: number | undefined
  onClose: () => void
}

const asNumber = { valueAsNumber: true } as const
const decimal = { type: 'number', inputMode: 'decimal', step: '0.01', min: 0 } as const

/**
 * Adds or edits a unit: name, type, facing, floor (a new one), the three areas (carpet ≤
 * built-up ≤ super built-up, 2 decimals), its rooms and its price in rupees. Its plan is shown,
 * and given one way: as the unit's plan in the project's content (decision 0059).
 */
export function UnitForm({ slug, building, unit, floor, onClose }: UnitFormProps) {
  const { t, i18n } = useLingui()
  const [key] = useState(() => crypto.randomUUID())
  const unitTypes = useSetupLabels(slug, UNIT_ENTITY)
  const facings = useSetupLabels(slug, FACING_ENTITY)
  const save = useSetupChange(slug, (body: TUnitBody) => saveUnit(slug, body, key, unit?._id))
  const form = useForm<TValues, unknown, TUnitBody>({
    resolver: zodResolver(ZUnitInput),
    mode: 'onTouched',
    defaultValues: unit ?? {
      buildingId: building._id,
      floorNumber: floor ?? 1,
      name: '',
      unitType: '',
      facing: '',
      interiors: [],
    },
  })
  const interiors = useFieldArray({ control: form.control, name: 'interiors' })
  const { errors, isSubmitting } = form.formState
  const floors = Array.from({ length: building.floorCount }, (_, i) => i + 1)
  const full = interiors.fields.length >= INTERIORS_MAX
  const unitName = unit?.name ?? ''

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body)
      toaster.success({ title: unit ? t`Unit saved` : t`Unit added` })
      onClose()
    } catch (error) {
      const problem = applyServerProblems(form.setError, error, problemText(error, i18n))
      if (problem) form.setError('root.server', { message: problem })
    }
  })

  return (
    <SetupDialog
      size="lg"
      title={unit ? <Trans>Edit unit {unitName}</Trans> : <Trans>Add unit</Trans>}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={unit ? <Trans>Save unit</Trans> : <Trans>Add unit</Trans>}
      submitting={isSubmitting}
      problem={errors.root?.server?.message}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField id="unit-name" label={<Trans>Name</Trans>} error={errors.name} required>
          <Input {...form.register('name')} maxLength={UNIT_NAME_MAX + 5} autoComplete="off" />
        </FormField>
        <FormField
          id="unit-floor"
          label={<Trans>Floor</Trans>}
          error={errors.floorNumber}
          disabled={unit !== undefined}
          required
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('floorNumber', asNumber)}>
              {floors.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField id="unit-type" label={<Trans>Unit type</Trans>} error={errors.unitType} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('unitType')}>
              <TypeOptions labels={unitTypes} current={unit?.unitType} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField id="unit-facing" label={<Trans>Facing</Trans>} error={errors.facing} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('facing')}>
              <TypeOptions labels={facings} current={unit?.facing} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          id="unit-super"
          label={<Trans>Super built-up area (sq ft)</Trans>}
          error={errors.superBuiltUpArea}
          required
        >
          <Input {...decimal} {...form.register('superBuiltUpArea', asNumber)} />
        </FormField>
        <FormField
          id="unit-built"
          label={<Trans>Built-up area (sq ft)</Trans>}
          error={errors.builtUpArea}
          required
        >
          <Input {...decimal} {...form.register('builtUpArea', asNumber)} />
        </FormField>
        <FormField
          id="unit-carpet"
          label={<Trans>Carpet area (sq ft)</Trans>}
          error={errors.carpetArea}
          required
          helper={<Trans>Carpet ≤ built-up ≤ super built-up.</Trans>}
        >
          <Input {...decimal} {...form.register('carpetArea', asNumber)} />
        </FormField>
        <FormField id="unit-price" label={<Trans>Price (₹)</Trans>} error={errors.price} required>
          <Input {...decimal} {...form.register('price', asNumber)} />
        </FormField>
      </SimpleGrid>
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="medium" mb="2">
          <Trans>Interiors</Trans>
        </Text>
        {interiors.fields.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            <Trans>No rooms described yet.</Trans>
          </Text>
        ) : null}
        {interiors.fields.map((item, index) => {
          const place = index + 1
          return (
            <HStack key={item.id} gap="2" align="start" wrap="wrap">
              <FormField
                id={`unit-room-${index}`}
                label={<Trans>Room {place}</Trans>}
                error={errors.interiors?.[index]?.room}
              >
                <NativeSelect.Root minW="9rem">
                  <NativeSelect.Field {...form.register(`interiors.${index}.room`)}>
                    {INTERIOR_ROOMS.map((room) => (
                      <option key={room} value={room}>
                        {i18n._(ROOM_LABELS[room])}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField
                id={`unit-room-text-${index}`}
                label={<Trans>Description of room {place}</Trans>}
                error={errors.interiors?.[index]?.description}
              >
                <Input
                  {...form.register(`interiors.${index}.description`)}
                  maxLength={INTERIOR_TEXT_MAX}
                />
              </FormField>
              <Button
                alignSelf="end"
                variant="ghost"
                aria-label={t`Remove room ${place}`}
                onClick={() => interiors.remove(index)}
              >
                <Trans>Remove</Trans>
              </Button>
            </HStack>
          )
        })}
        <HStack gap="3" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={full}
            onClick={() => interiors.append({ room: 'bedroom', description: '' })}
          >
            <Trans>Add room</Trans>
          </Button>
          {full || errors.interiors?.message ? (
            <Text
              color={errors.interiors?.message ? 'fg.error' : 'fg.muted'}
              textStyle="sm"
              role="status"
            >
              <Trans>Maximum Interiors length reached</Trans>
            </Text>
          ) : null}
        </HStack>
      </Stack>
      <UnitPlan projectId={building.projectId} planUrl={unit?.planImageUrl ?? null} />
    </SetupDialog>
  )
}

/**
 * The unit's plan, if it has one, and where plans are given: the project's content, where each
 * unit's plan is uploaded, checked by its bytes and kept for offline reading (decision 0048).
 */
function UnitPlan({ projectId, planUrl }: { projectId: string; planUrl: string | null }) {
  return (
    <Stack gap="1">
      <Text fontWeight="medium">
        <Trans>Plan</Trans>
      </Text>
      {planUrl ? (
        <Link href={fileHref(planUrl)} target="_blank" rel="noopener" color="brand.fg">
          <Trans>Open the unit's plan</Trans>
        </Link>
      ) : (
        <Text color="fg.muted" textStyle="sm">
          <Trans>No plan uploaded yet.</Trans>
        </Text>
      )}
      <Text textStyle="sm" color="fg.muted">
        <Trans>A unit's plan is uploaded in the project's content, under Unit plans.</Trans>{' '}
        <Link asChild variant="underline">
          <RouterLink
            to="/developer/projects/$projectId/content"
            params={{ projectId }}
            hash="content-unit-plans"
          >
            <Trans>Go to the project's content</Trans>
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  )
}
