import { Alert, Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TParkingBay, TParkingBuilding, TParkingTotals } from '../../../../contract/parking.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { deleteParking, useParkingChange } from '../api/parking-api.ts'
import { ParkingSequenceForm } from './parking-sequence-form.tsx'
import { problemText } from '../../../lib/problem-text.ts'

export interface ParkingBuildingProps {
  slug: string
  projectId: string
  building: TParkingBuilding
  /** Changes are judged by the server when made: offline the screen is read only. */
  online: boolean
}

type TVehicleFilter = '' | 'car' | 'bike'

/** Totals by vehicle and cover, over the building's bays. */
export function ParkingTotals({ totals, label }: { totals: TParkingTotals; label: string }) {
  const cells = [
    { id: 'car-covered', label: <Trans>Car, covered</Trans>, value: totals.car.covered },
    { id: 'car-uncovered', label: <Trans>Car, uncovered</Trans>, value: totals.car.uncovered },
    { id: 'bike-covered', label: <Trans>Bike, covered</Trans>, value: totals.bike.covered },
    { id: 'bike-uncovered', label: <Trans>Bike, uncovered</Trans>, value: totals.bike.uncovered },
    { id: 'total', label: <Trans>All bays</Trans>, value: totals.total },
    { id: 'assigned', label: <Trans>Allotted to units</Trans>, value: totals.assigned },
  ]
  return (
    <Box role="group" aria-label={label}>
      <SimpleGrid as="dl" columns={{ base: 2, md: 3, lg: 6 }} gap="2">
        {cells.map((c) => (
          <Box
            key={c.id}
            data-total={c.id}
            borderWidth="1px"
            borderColor="app.border"
            borderRadius="l2"
            bg="app.surface"
            px="3"
            py="2"
          >
            <Text as="dt" textStyle="sm" color="fg.muted">
              {c.label}
            </Text>
            <Text as="dd" textStyle="xl" fontWeight="semibold">
              {c.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}

/** A level in words: basements B1, B2 …, ground, then levels up. */
function useLevelName() {
  const { t } = useLingui()
  return (level: number) => {
    const n = Math.abs(level)
    return level < 0 ? t`Basement ${n}` : level === 0 ? t`Ground` : t`Level ${n}`
  }
}

/** One building's parking: totals, adding a sequence, its bays with deletion of free ones. */
export function ParkingBuilding({ slug, projectId, building, online }: ParkingBuildingProps) {
  const { t, i18n } = useLingui()
  const levelName = useLevelName()
  const [adding, setAdding] = useState(false)
  const [vehicle, setVehicle] = useState<TVehicleFilter>('')
  const [doomed, setDoomed] = useState<TParkingBay | null>(null)
  const remove = useParkingChange(slug, projectId, (id: string) => deleteParking(slug, id))
  const bays = vehicle ? building.bays.filter((b) => b.vehicle === vehicle) : building.bays
  const doomedName = doomed?.bay ?? ''
  const buildingName = building.name

  const confirmDelete = () => {
    if (!doomed) return
    remove.mutate(doomed._id, {
      onSuccess: () => toaster.success({ title: t`Bay ${doomedName} deleted` }),
      onError: (error) => toaster.error({ title: problemText(error, i18n) }),
      onSettled: () => setDoomed(null),
    })
  }

  return (
    <Stack gap="4">
      <ParkingTotals totals={building.totals} label={t`Parking totals of ${buildingName}`} />
      {online ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Changing parking needs a connection. You are offline.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {adding && online ? (
        <ParkingSequenceForm
          key={building._id}
          slug={slug}
          projectId={projectId}
          building={building}
          onDone={() => setAdding(false)}
        />
      ) : (
        <HStack justify="space-between" wrap="wrap" gap="3" align="end">
          <FilterSelect
            label={t`Vehicle`}
            value={vehicle}
            onChange={(v) => setVehicle(v as TVehicleFilter)}
          >
            <option value="">{t`Cars and bikes`}</option>
            <option value="car">{t`Cars`}</option>
            <option value="bike">{t`Bikes`}</option>
          </FilterSelect>
          <Button colorPalette="brand" disabled={!online} onClick={() => setAdding(true)}>
            <Trans>Add bays</Trans>
          </Button>
        </HStack>
      )}
      {bays.length === 0 ? (
        <EmptyList
          title={<Trans>No parking bays yet</Trans>}
          description={<Trans>Add a car or bike sequence to this building.</Trans>}
        />
      ) : (
        <ScrollTable
          label={t`Parking bays of ${buildingName}`}
          caption={t`Parking bays by level, vehicle and name`}
          stale={remove.isPending}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Bay</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Level</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Vehicle</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Cover</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Unit</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Action</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {bays.map((bay) => (
              <BayRow
                key={bay._id}
                bay={bay}
                level={levelName(bay.level)}
                online={online}
                onDelete={() => setDoomed(bay)}
              />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null)
        }}
        title={<Trans>Delete bay {doomedName}?</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        confirmLabel={<Trans>Delete bay</Trans>}
        onConfirm={confirmDelete}
        confirming={remove.isPending}
      >
        <Trans>The bay is removed from {buildingName}. This cannot be undone.</Trans>
      </ConfirmDialog>
    </Stack>
  )
}

function BayRow({
  bay,
  level,
  online,
  onDelete,
}: {
  bay: TParkingBay
  level: string
  online: boolean
  onDelete: () => void
}) {
  const { t } = useLingui()
  const name = bay.bay
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{name}</Table.Cell>
      <Table.Cell>{level}</Table.Cell>
      <Table.Cell>{bay.vehicle === 'car' ? t`Car` : t`Bike`}</Table.Cell>
      <Table.Cell>{bay.covered ? t`Covered` : t`Uncovered`}</Table.Cell>
      <Table.Cell>{bay.unitName ?? '—'}</Table.Cell>
      <Table.Cell>
        {bay.unitId ? (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Allotted: cannot be deleted</Trans>
          </Text>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={!online}
            aria-label={t`Delete bay ${name}`}
            onClick={onDelete}
          >
            <Trans>Delete</Trans>
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  )
}
