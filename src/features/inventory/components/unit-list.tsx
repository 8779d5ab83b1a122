import { Button, HStack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { BUILDING_MESSAGES, type TUnit } from '../../../../contract/buildings.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { COLUMN_PRIORITY, ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { formatIndianNumber, formatRupees } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { validationText } from '../../../lib/messages.ts'
import { deleteUnit, useSetupChange } from '../api/setup-api.ts'
import { serverProblems } from '../model/server-problems.ts'
import { STATUS_LABELS } from './inventory-grid.tsx'
import { problemText } from '../../../lib/problem-text.ts'

export interface UnitListProps {
  slug: string
  buildingName: string
  units: readonly TUnit[]
  stale: boolean
  /** Set when the user may change units (and the device is online). */
  onEdit?: ((unit: TUnit) => void) | undefined
}

/** Top floor first, then by name as the grid orders a floor's flats. */
const byFloorThenName = (a: TUnit, b: TUnit) =>
  b.floorNumber - a.floorNumber || a.name.localeCompare(b.name, 'en', { numeric: true })

/**
 * A building's units, floor by floor: type, facing, areas, price and status, with Edit and
 * Delete. A blocked or booked unit cannot be deleted: its Delete is disabled and says why.
 */
export function UnitList({ slug, buildingName, units, stale, onEdit }: UnitListProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const rows = useMemo(() => [...units].sort(byFloorThenName), [units])
  const [doomed, setDoomed] = useState<TUnit | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const remove = useSetupChange(slug, (unitId: string) => deleteUnit(slug, unitId))
  const area = (sqft: number) => formatIndianNumber(sqft, locale)
  const doomedName = doomed?.name ?? ''

  const close = () => {
    setDoomed(null)
    setProblem(null)
  }
  const confirm = async () => {
    if (!doomed) return
    try {
      await remove.mutateAsync(doomed._id)
      toaster.success({ title: t`Unit ${doomedName} deleted` })
      close()
    } catch (error) {
      setProblem(serverProblems(error, problemText(error, i18n)).form)
    }
  }

  const anyAssigned = onEdit !== undefined && units.some((u) => u.status !== 'available')
  return (
    <>
      {anyAssigned ? (
        <Text color="fg.muted" textStyle="sm">
          <Trans>Blocked and booked units cannot be deleted.</Trans>
        </Text>
      ) : null}
      <ScrollTable
        label={t`Units of ${buildingName}`}
        caption={t`Units, top floor first`}
        stale={stale}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="end">
              <Trans>Floor</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Unit</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Type</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
              <Trans>Facing</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...COLUMN_PRIORITY.low}>
              <Trans>Carpet (sq ft)</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...COLUMN_PRIORITY.low}>
              <Trans>Super built-up (sq ft)</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Price</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Status</Trans>
            </Table.ColumnHeader>
            {onEdit ? (
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((unit) => {
            const assigned = unit.status !== 'available'
            const name = unit.name
            return (
              <Table.Row key={unit._id}>
                <Table.Cell textAlign="end">{unit.floorNumber}</Table.Cell>
                <Table.Cell fontWeight="medium">{unit.name}</Table.Cell>
                <Table.Cell>{unit.unitType}</Table.Cell>
                <Table.Cell {...COLUMN_PRIORITY.mid}>{unit.facing}</Table.Cell>
                <Table.Cell textAlign="end" {...COLUMN_PRIORITY.low}>
                  {area(unit.carpetArea)}
                </Table.Cell>
                <Table.Cell textAlign="end" {...COLUMN_PRIORITY.low}>
                  {area(unit.superBuiltUpArea)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatRupees(unit.price, locale)}</Table.Cell>
                <Table.Cell>{i18n._(STATUS_LABELS[unit.status])}</Table.Cell>
                {onEdit ? (
                  <Table.Cell>
                    <HStack gap="2">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t`Edit ${name}`}
                        onClick={() => onEdit(unit)}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        // An assigned unit stays (spec 002): said up front, not after a refusal.
                        disabled={assigned}
                        title={
                          assigned
                            ? validationText(BUILDING_MESSAGES.cannotDeleteUnit, i18n)
                            : undefined
                        }
                        aria-label={t`Delete ${name}`}
                        onClick={() => setDoomed(unit)}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            )
          })}
        </Table.Body>
      </ScrollTable>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? null : close())}
        title={<Trans>Delete unit {doomedName}?</Trans>}
        cancelLabel={<Trans>Keep the unit</Trans>}
        confirmLabel={<Trans>Delete unit</Trans>}
        onConfirm={() => void confirm()}
        confirming={remove.isPending}
      >
        <Text>
          <Trans>The unit leaves the building and the inventory. This cannot be undone.</Trans>
        </Text>
        {problem ? (
          <Text color="fg.error" role="alert" mt="3">
            {validationText(problem, i18n)}
          </Text>
        ) : null}
      </ConfirmDialog>
    </>
  )
}
