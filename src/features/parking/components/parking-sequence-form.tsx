import {
  Button,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'
import {
  PARKING_ERROR_CODES,
  ZParkingSequenceInput,
  bayNames,
  type TParkingBuilding,
  type TParkingSequenceInput,
} from '../../../../contract/parking.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError } from '../../../lib/http.ts'
import { addParkingSequence, useParkingChange } from '../api/parking-api.ts'
import { problemText } from '../../../lib/problem-text.ts'

type TValues = z.input<typeof ZParkingSequenceInput>

export interface ParkingSequenceFormProps {
  slug: string
  projectId: string
  building: Pick<TParkingBuilding, '_id' | 'name' | 'basementFloors' | 'floorCount'>
  onDone: () => void
}

/** The first names a sequence makes, as the user types ("C-001, C-002 … C-010"). */
function preview(sequence: TValues['car']): string {
  const total = Number(sequence.total)
  const start = Number(sequence.start)
  if (!sequence.prefix || !Number.isInteger(total) || !Number.isInteger(start) || total <= 0)
    return ''
  const names = bayNames({ prefix: sequence.prefix.trim(), start, total: Math.min(total, 2) })
  if (total <= 2) return names.join(', ')
  const [last] = bayNames({ prefix: sequence.prefix.trim(), start: start + total - 1, total: 1 })
  return `${names.join(', ')} … ${last}`
}

/** Adds bays to one building: a level, covered or not, and a car and a bike name sequence. */
export function ParkingSequenceForm({
  slug,
  projectId,
  building,
  onDone,
}: ParkingSequenceFormProps) {
  const { t, i18n } = useLingui()
  const form = useForm<TValues, unknown, TParkingSequenceInput>({
    resolver: zodResolver(ZParkingSequenceInput),
    defaultValues: {
      buildingId: building._id,
      level: building.basementFloors < 0 ? -1 : 0,
      covered: true,
      car: { prefix: 'C-', start: 1, total: 0 },
      bike: { prefix: 'B-', start: 1, total: 0 },
    },
  })
  const add = useParkingChange(slug, projectId, (body: TParkingSequenceInput) =>
    addParkingSequence(slug, projectId, body),
  )
  const { errors, isSubmitting } = form.formState
  const { name: buildingName, basementFloors, floorCount } = building
  const [car, bike] = useWatch({ control: form.control, name: ['car', 'bike'] })

  const submit = form.handleSubmit(async (body) => {
    try {
      const { added } = await add.mutateAsync(body)
      toaster.success({ title: t`${added} bays added to ${buildingName}` })
      onDone()
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const { field, message } of fields)
        form.setError(field as FieldPath<TValues>, { message })
      if (fields.length > 0) return
      const taken =
        error instanceof HttpError && error.code === PARKING_ERROR_CODES.duplicateBays
          ? ((error.details?.bays as string[] | undefined) ?? [])
          : []
      const message = problemText(error, i18n)
      form.setError('root.server', {
        message: taken.length > 0 ? `${message}: ${taken.slice(0, 10).join(', ')}` : message,
      })
    }
  })

  const sequence = (vehicle: 'car' | 'bike') => {
    const e = errors[vehicle]
    const shown = preview(vehicle === 'car' ? car : bike)
    return (
      <Fieldset.Root borderWidth="1px" borderColor="app.border" borderRadius="l2" p="3" minW="0">
        <Fieldset.Legend fontWeight="medium" px="1">
          {vehicle === 'car' ? <Trans>Car bays</Trans> : <Trans>Bike bays</Trans>}
        </Fieldset.Legend>
        <SimpleGrid columns={3} gap="2" mt="2">
          <FormField label={<Trans>Prefix</Trans>} error={e?.prefix} required>
            <Input autoComplete="off" {...form.register(`${vehicle}.prefix`)} />
          </FormField>
          <FormField label={<Trans>Start at</Trans>} error={e?.start} required>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register(`${vehicle}.start`, { valueAsNumber: true })}
            />
          </FormField>
          <FormField label={<Trans>How many</Trans>} error={e?.total} required>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              {...form.register(`${vehicle}.total`, { valueAsNumber: true })}
            />
          </FormField>
        </SimpleGrid>
        <Text textStyle="sm" color="fg.muted" mt="1" minH="5" aria-live="polite">
          {shown ? <Trans>Bays: {shown}</Trans> : null}
        </Text>
      </Fieldset.Root>
    )
  }

  return (
    <Stack
      asChild
      gap="4"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
      p="4"
    >
      <form noValidate aria-label={t`Add bays to ${buildingName}`} onSubmit={(e) => void submit(e)}>
        <HStack gap="3" wrap="wrap" align="start">
          <FormField
            label={<Trans>Level</Trans>}
            error={errors.level}
            required
            helper={
              <Trans>
                From {basementFloors} (basements) to {floorCount}; 0 is ground
              </Trans>
            }
          >
            <Input
              type="number"
              inputMode="numeric"
              maxW="8rem"
              {...form.register('level', { valueAsNumber: true })}
            />
          </FormField>
          <FormField label={<Trans>Cover</Trans>} error={errors.covered} required>
            <NativeSelect.Root maxW="12rem">
              <NativeSelect.Field
                {...form.register('covered', {
                  setValueAs: (v: unknown) => v === true || v === 'true',
                })}
              >
                <option value="true">{t`Covered`}</option>
                <option value="false">{t`Uncovered`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {sequence('car')}
          {sequence('bike')}
        </SimpleGrid>
        {errors.root?.server?.message ? (
          <Text color="fg.error" role="alert">
            {errors.root.server.message}
          </Text>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            <Trans>Add bays</Trans>
          </Button>
          <Button variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}
