import { Checkbox, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { TInventoryGrid } from '../../../../contract/buildings.ts'
import { checkResolver } from '../../../components/ui/form-field-resolver.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { formatRupees } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { bulkUpdatePrices, useSetupChange } from '../api/setup-api.ts'
import {
  EMPTY_PRICE_RULE,
  PRICE_CHANGES,
  priceRuleCheck,
  type TPriceChange,
  type TPricePreview,
  type TPriceRuleValues,
} from '../model/price-rule.ts'
import { serverProblems } from '../model/server-problems.ts'
import { SetupDialog } from './setup-dialog.tsx'
import { problemText } from '../../../lib/problem-text.ts'

const CHANGE_LABELS: Record<TPriceChange, MessageDescriptor> = {
  set: msg`Set the price to (₹)`,
  add: msg`Change the price by (₹)`,
  percent: msg`Change the price by (%)`,
}

/** How many changed prices the preview lists before "and N more". */
const PREVIEW_ROWS = 8

export interface PriceUpdateProps {
  slug: string
  grid: TInventoryGrid
  onClose: () => void
}

/**
 * The bulk price update of a building: the units (a type, a floor range, only available ones)
 * and the change, then a preview of what changes, then the server updates them all or none.
 */
export function PriceUpdate({ slug, grid, onClose }: PriceUpdateProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const [key] = useState(() => crypto.randomUUID())
  const [preview, setPreview] = useState<TPricePreview | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const resolver = useMemo(() => checkResolver(priceRuleCheck(grid)), [grid])
  const form = useForm<TPriceRuleValues, unknown, TPricePreview>({
    resolver,
    defaultValues: EMPTY_PRICE_RULE,
  })
  const change = useWatch({ control: form.control, name: 'change' })
  const update = useSetupChange(slug, (p: TPricePreview) =>
    bulkUpdatePrices(slug, grid.building._id, p.body, key),
  )
  const { errors } = form.formState
  const unitTypes = useMemo(
    () => [...new Set(grid.floors.flatMap((f) => f.units.map((u) => u.unitType)))].sort(),
    [grid],
  )
  const rupees = (paise: number) => formatRupees(paise / 100, locale)
  const buildingName = grid.building.name

  const toPreview = form.handleSubmit((next) => {
    setProblem(null)
    setPreview(next)
  })
  const apply = async () => {
    if (!preview) return
    try {
      const result = await update.mutateAsync(preview)
      const count = result.updated
      toaster.success({
        title: plural(count, { one: '# price updated', other: '# prices updated' }),
      })
      onClose()
    } catch (error) {
      setProblem(serverProblems(error, problemText(error, i18n)).form)
    }
  }

  if (preview) {
    const count = preview.rows.length
    const more = count - PREVIEW_ROWS
    return (
      <SetupDialog
        size="lg"
        title={<Plural value={count} one="Update # price?" other="Update # prices?" />}
        onClose={onClose}
        onSubmit={(event) => {
          event.preventDefault()
          void apply()
        }}
        submitLabel={<Plural value={count} one="Update # price" other="Update # prices" />}
        submitting={update.isPending}
        problem={problem ?? undefined}
      >
        <Text role="status">
          <Plural
            value={count}
            one={`# unit of ${buildingName} gets a new price. It changes, or nothing does.`}
            other={`# units of ${buildingName} get a new price. All of them change, or none.`}
          />
        </Text>
        <Table.Root size="sm">
          <Table.Caption srOnly>
            <Trans>Prices that change</Trans>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Unit</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Floor</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Now</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>New price</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {preview.rows.slice(0, PREVIEW_ROWS).map((row) => (
              <Table.Row key={row.unitId}>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell>{row.floor}</Table.Cell>
                <Table.Cell textAlign="end">{rupees(row.fromPaise)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {rupees(row.toPaise)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {more > 0 ? (
          <Text color="fg.muted">
            <Trans>and {more} more</Trans>
          </Text>
        ) : null}
      </SetupDialog>
    )
  }

  return (
    <SetupDialog
      title={<Trans>Update prices of {buildingName}</Trans>}
      onClose={onClose}
      onSubmit={(event) => void toPreview(event)}
      submitLabel={<Trans>Preview</Trans>}
      submitting={false}
    >
      <FormField id="price-type" label={<Trans>Unit type</Trans>} error={errors.unitType}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('unitType')}>
            <option value="">{t`Any type`}</option>
            {unitTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={2} gap="4">
        <FormField id="price-floor-from" label={<Trans>From floor</Trans>} error={errors.floorFrom}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('floorFrom')} />
        </FormField>
        <FormField id="price-floor-to" label={<Trans>To floor</Trans>} error={errors.floorTo}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('floorTo')} />
        </FormField>
      </SimpleGrid>
      <Controller
        control={form.control}
        name="onlyAvailable"
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={(d) => field.onChange(d.checked === true)}
          >
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Only available units (blocked and booked keep their price)</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <FormField id="price-change" label={<Trans>Change</Trans>} error={errors.change}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('change')}>
            {PRICE_CHANGES.map((c) => (
              <option key={c} value={c}>
                {i18n._(CHANGE_LABELS[c])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Stack gap="1">
        <FormField
          id="price-amount"
          label={i18n._(CHANGE_LABELS[change])}
          error={errors.amount}
          required
          helper={change === 'set' ? undefined : <Trans>A negative number lowers the price.</Trans>}
        >
          <Input type="number" inputMode="decimal" step="0.01" {...form.register('amount')} />
        </FormField>
      </Stack>
    </SetupDialog>
  )
}
