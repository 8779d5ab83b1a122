import { HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { TBuilding, TUnit } from '../../../../contract/buildings.ts'
import {
  calculateCostSheet,
  costSheetInput,
  type TCostSheetRow,
} from '../../../../contract/cost-sheet.ts'
import type { TPaymentPlan } from '../../../../contract/payment-plans.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { abbreviatePaise, formatPaise, paiseWords } from '../../../lib/format/paise.ts'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '../../../lib/i18n.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { useBuildingUnits, useCostSheetRows } from '../api/cost-sheet-api.ts'
import { breakdownLines } from '../model/breakdown.ts'
import { chosenRow, flatsOn, floorsOf, rowsForFlat } from '../model/flat-choice.ts'
import { planAfterListUpdate, planSchedule } from '../model/payment-plan-choice.ts'
import {
  AdditionalConsiderations,
  validItems,
  ZAdditionalForm,
  type TAdditionalForm,
} from './additional-considerations.tsx'
import { BreakdownTable } from './breakdown-table.tsx'
import { PdfButton, type TPdfProject } from './pdf-button.tsx'
import { SaveLog, type TLeadOption } from './save-log.tsx'

export interface CostSheetBuilderProps {
  slug: string
  projectId: string
  /** The project's details (name, RERA number, logo) for the PDF; undefined while read. */
  project: TPdfProject | undefined
  buildings: readonly TBuilding[]
  /** The leads a log may be saved for; empty when the user may not save logs. */
  leads: readonly TLeadOption[]
  /** A lead arrived with (from its page): chosen first. */
  leadId?: string | undefined
  mayLog: boolean
  /** The project's payment plans; undefined while read. */
  plans: readonly TPaymentPlan[] | undefined
}

/**
 * The cost sheet builder (spec 002 section 3): tower, floor, flat, the flat's BHK, its cost sheet
 * (chosen for the user when only one fits), a payment plan and its schedule, additional
 * considerations; every change recalculates with the contract's `calculateCostSheet` on the
 * device, from the stored prices when offline.
 */
export function CostSheetBuilder(props: CostSheetBuilderProps) {
  const { slug, projectId, buildings, plans } = props
  const { t } = useLingui()
  const [buildingId, setBuildingId] = useState('')
  const [planId, setPlanId] = useState<string | null>(null)
  // The plans list was read again: a plan it no longer holds is cleared (spec 002).
  const keptPlanId = planAfterListUpdate(plans, planId)
  if (keptPlanId !== planId) setPlanId(keptPlanId)
  const plan = plans?.find((p) => p._id === keptPlanId)
  const tower = buildings.find((b) => b._id === buildingId) ?? buildings[0]
  const rows = useCostSheetRows(slug, projectId)
  const units = useBuildingUnits(slug, tower?._id ?? '')

  if (!tower)
    return (
      <Text>
        <Trans>This project has no buildings yet.</Trans>
      </Text>
    )
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <FilterSelect wide label={t`Tower`} value={tower._id} onChange={setBuildingId}>
          {buildings.map((b) => (
            <option key={b._id} value={b._id}>
              {b.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          wide
          label={t`Payment plan`}
          value={keptPlanId ?? ''}
          onChange={(value) => setPlanId(value || null)}
        >
          <option value="">{t`No plan`}</option>
          {(plans ?? []).map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </FilterSelect>
      </HStack>
      <TowerSheet
        // A new tower starts its floor, flat and items afresh.
        key={tower._id}
        {...props}
        tower={tower}
        plan={plan}
        units={units.data}
        rows={rows.data?.items}
        failed={units.isError || rows.isError}
        onRetry={() => void (units.isError ? units.refetch() : rows.refetch())}
      />
    </Stack>
  )
}

interface TowerSheetProps extends CostSheetBuilderProps {
  tower: TBuilding
  plan: TPaymentPlan | undefined
  units: TUnit[] | undefined
  rows: TCostSheetRow[] | undefined
  failed: boolean
  onRetry: () => void
}

function TowerSheet({ tower, units, rows, failed, onRetry, ...props }: TowerSheetProps) {
  const { t, i18n } = useLingui()
  const [floor, setFloor] = useState<number | null>(null)
  const [unitId, setUnitId] = useState('')
  const [pickedRowId, setPickedRowId] = useState<string | null>(null)
  if (failed) return <ErrorState message={i18n._(MESSAGES.connectionError)} onRetry={onRetry} />
  if (!units || !rows)
    return (
      <Stack gap="2" aria-busy="true">
        <Skeleton height="10" />
        <Skeleton height="64" />
      </Stack>
    )
  const floors = floorsOf(units)
  const flats = floor === null ? [] : flatsOn(units, floor)
  const flat = flats.find((u) => u._id === unitId)
  const candidates = flat ? rowsForFlat(rows, flat) : []
  const row = chosenRow(candidates, pickedRowId)
  const flatType = flat?.unitType ?? ''
  const towerName = tower.name
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <FilterSelect
          label={t`Floor`}
          value={floor === null ? '' : String(floor)}
          onChange={(value) => {
            setFloor(value === '' ? null : Number(value))
            setUnitId('')
          }}
        >
          <option value="">{t`Choose a floor`}</option>
          {floors.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t`Flat`} value={unitId} onChange={setUnitId}>
          <option value="">{t`Choose a flat`}</option>
          {flats.map((u) => (
            <option key={u._id} value={u._id}>
              {u.name}
            </option>
          ))}
        </FilterSelect>
        {candidates.length > 1 ? (
          <FilterSelect
            label={t`Plan type`}
            value={row?._id ?? ''}
            onChange={(value) => setPickedRowId(value || null)}
          >
            <option value="">{t`Choose a plan type`}</option>
            {candidates.map((r) => (
              <option key={r._id} value={r._id}>
                {r.type}
              </option>
            ))}
          </FilterSelect>
        ) : null}
      </HStack>
      {units.length === 0 ? (
        <Text>
          <Trans>This tower has no flats yet.</Trans>
        </Text>
      ) : !flat ? (
        <Text color="fg.muted">
          <Trans>Choose a floor and a flat to see its cost sheet.</Trans>
        </Text>
      ) : candidates.length === 0 ? (
        <Text role="status">
          <Trans>
            No cost sheet is set for {flatType} flats in {towerName}.
          </Trans>
        </Text>
      ) : !row ? (
        <Text color="fg.muted">
          <Trans>Choose the plan type of this flat's cost sheet.</Trans>
        </Text>
      ) : (
        <FlatSheet key={`${flat._id}-${row._id}`} {...props} tower={tower} flat={flat} row={row} />
      )}
    </Stack>
  )
}

interface FlatSheetProps extends CostSheetBuilderProps {
  tower: TBuilding
  plan: TPaymentPlan | undefined
  flat: TUnit
  row: TCostSheetRow
}

function FlatSheet({ tower, flat, row, plan, ...props }: FlatSheetProps) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const form = useForm<TAdditionalForm>({
    resolver: zodResolver(ZAdditionalForm),
    mode: 'onChange',
    defaultValues: { items: [] },
  })
  const typed = useWatch({ control: form.control, name: 'items' })
  const additional = useMemo(() => validItems(typed), [typed])
  // The one calculation, on each change: microseconds (bench:cost-sheet), so no lag as one types.
  const sheet = useMemo(() => {
    const input = costSheetInput(
      row,
      { carpetAreaSqFt: flat.carpetArea, floorLabel: flat.floorNumber },
      additional,
    )
    const amounts = calculateCostSheet(input)
    const labels = additional.map((item) => item.label)
    return { amounts, lines: breakdownLines(input, amounts, labels) }
  }, [row, flat, additional])
  const total = sheet.amounts.total
  const bhk = flat.unitType
  const area = flat.carpetArea
  const abbreviated = abbreviatePaise(total, locale)
  const flatName = flat.name
  const planType = row.type

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="semibold" textStyle="lg">
          <Trans>
            Flat {flatName} · {bhk} · {area} sq ft
          </Trans>
        </Text>
        <Text color="fg.muted">
          <Trans>
            Plan type {planType} · total {abbreviated}
          </Trans>
        </Text>
      </Stack>
      <HStack gap="3" wrap="wrap" align="end">
        <PdfButton
          project={props.project}
          projectId={props.projectId}
          tower={tower}
          flat={flat}
          row={row}
          lines={sheet.lines}
          total={total}
        />
        {props.mayLog ? (
          <SaveLog
            slug={props.slug}
            leads={props.leads}
            initialLeadId={props.leadId}
            body={{ unitId: flat._id, costSheetId: row._id, additional, amounts: sheet.amounts }}
          />
        ) : null}
      </HStack>
      <BreakdownTable lines={sheet.lines} locale={locale} />
      <Stack gap="1" data-testid="total-in-words">
        <Text fontWeight="semibold">
          <Trans>Total in words</Trans>
        </Text>
        <Text>{paiseWords(total, locale)}</Text>
      </Stack>
      {plan ? <PlanSchedule plan={plan} total={total} locale={locale} /> : null}
      <AdditionalConsiderations form={form} />
    </Stack>
  )
}

/** The chosen plan's milestones with their share of this flat's total, to the paisa. */
function PlanSchedule({
  plan,
  total,
  locale,
}: {
  plan: TPaymentPlan
  total: number
  locale: TLocale
}) {
  const planName = plan.name
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">
        <Trans>Payment schedule: {planName}</Trans>
      </Text>
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Milestone</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Share</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Amount</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {planSchedule(plan, total).map((m, index) => (
              <Table.Row key={`${index}-${m.name}`}>
                <Table.Cell>{m.name}</Table.Cell>
                <Table.Cell textAlign="end">{`${formatIndianNumber(m.shareBp / 100, locale)} %`}</Table.Cell>
                <Table.Cell textAlign="end">{formatPaise(m.amount, locale)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  )
}
