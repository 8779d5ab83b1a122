import { Button, HStack, Link, Table } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import type { TBuilding } from '../../../../contract/buildings.ts'
import { COLUMN_PRIORITY, ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { DeleteBuildingDialog } from './delete-building.tsx'

export interface BuildingListProps {
  slug: string
  projectId: string
  buildings: readonly TBuilding[]
  stale: boolean
  /** Set when the user may change buildings (and the device is online): Edit and Delete. */
  onEdit?: ((building: TBuilding) => void) | undefined
}

/** A project's buildings: their shape and unit count, a way to their units, Edit, Delete. */
export function BuildingList({ slug, projectId, buildings, stale, onEdit }: BuildingListProps) {
  const { t } = useLingui()
  const [doomed, setDoomed] = useState<TBuilding | null>(null)
  return (
    <>
      <ScrollTable
        label={t`Buildings`}
        caption={t`Buildings of the project, by name`}
        stale={stale}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
              <Trans>Type</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Floors</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Flats per floor</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...COLUMN_PRIORITY.low}>
              <Trans>Basements</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...COLUMN_PRIORITY.low}>
              <Trans>Refuge floors</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Units</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Actions</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {buildings.map((b) => {
            const name = b.name
            return (
              <Table.Row key={b._id}>
                <Table.Cell fontWeight="medium">{b.name}</Table.Cell>
                <Table.Cell {...COLUMN_PRIORITY.mid}>{b.buildingType}</Table.Cell>
                <Table.Cell textAlign="end">{b.floorCount}</Table.Cell>
                <Table.Cell textAlign="end">{b.flatsPerFloor}</Table.Cell>
                <Table.Cell textAlign="end" {...COLUMN_PRIORITY.low}>
                  {b.basementFloors}
                </Table.Cell>
                <Table.Cell textAlign="end" {...COLUMN_PRIORITY.low}>
                  {b.refugeFloors}
                </Table.Cell>
                <Table.Cell textAlign="end">{b.unitCount}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Link asChild variant="underline">
                      <RouterLink
                        to="/developer/projects/units"
                        search={{ project: projectId, building: b._id }}
                        aria-label={t`Units of ${name}`}
                      >
                        <Trans>Units</Trans>
                      </RouterLink>
                    </Link>
                    {onEdit ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t`Edit ${name}`}
                        onClick={() => onEdit(b)}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                    ) : null}
                    {onEdit ? (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t`Delete ${name}`}
                        onClick={() => setDoomed(b)}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </ScrollTable>
      {doomed ? (
        <DeleteBuildingDialog slug={slug} building={doomed} onClose={() => setDoomed(null)} />
      ) : null}
    </>
  )
}
