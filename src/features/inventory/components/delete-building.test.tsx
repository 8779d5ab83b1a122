import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cannotDeleteBuildingMessage, type TBuilding } from '../../../../contract/buildings.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { DeleteBuildingDialog } from './delete-building.tsx'

const TOWER: TBuilding = {
  _id: 'b1',
  projectId: 'p',
  name: 'Tower A',
  buildingType: 'Residential Tower',
  floorCount: 10,
  flatsPerFloor: 4,
  basementFloors: 0,
  refugeFloors: 0,
  unitCount: 38,
}

const { requestsTo, fetchMock } = stubFetch(() =>
  jsonResponse({ code: 'BUILDING_ASSIGNED', message: cannotDeleteBuildingMessage('Tower A') }, 409),
)

describe('deleting a building', () => {
  it('asks first, then shows the server refusal naming the building and stays open', async () => {
    const onClose = vi.fn()
    renderWithProviders(<DeleteBuildingDialog slug="in/dxp/o" building={TOWER} onClose={onClose} />)
    expect(await screen.findByText('Delete building Tower A?')).toBeTruthy()
    expect(screen.getByText(/Its 38 units, the floors, parking bays and prices/)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Delete building' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'You cannot delete the building Tower A: some of its units are blocked or booked',
    )
    expect(requestsTo('/admin-setup-service/v1/in/dxp/o/buildings/b1')).toHaveLength(1)
    expect(onClose).not.toHaveBeenCalled()
  })
})
