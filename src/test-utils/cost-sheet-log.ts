/* eslint-disable lingui/no-unlocalized-strings -- test data, not UI text */
import {
  calculateCostSheet,
  costSheetInput,
  type TCostSheetLog,
  type TCostSheetRow,
} from '../../contract/cost-sheet.ts'

/** A master cost sheet row with every charge set, as the server answers it. */
export const COST_SHEET_ROW: TCostSheetRow = {
  _id: 'row-1',
  buildingId: 'b1',
  type: 'CLP',
  unitType: '2BHK',
  disabled: false,
  pricePerSqFt: 9000,
  floorRiseCharges: 50,
  viewCharges: 25000,
  carParking: 300000,
  infrastructureCharges: 100000,
  stampDutyPercentage: 6,
  registrationFee: 30000,
  GSTPercentage: 5,
  GSTOnInfrastructureCharges: 18,
  TDSPercentage: 1,
}

/** What was shown to a lead: flat B-402 of Tower B, its amounts from the contract's calculation. */
export function costSheetLogFixture(overrides: Partial<TCostSheetLog> = {}): TCostSheetLog {
  return {
    _id: 'log-1',
    leadId: 'lead-1',
    projectId: 'p1',
    unit: {
      _id: 'u1',
      name: 'B-402',
      buildingName: 'Tower B',
      floorNumber: 4,
      carpetAreaSqFt: 950,
      unitType: '2BHK',
    },
    row: COST_SHEET_ROW,
    additionalConsiderations: [],
    amounts: calculateCostSheet(
      costSheetInput(COST_SHEET_ROW, { carpetAreaSqFt: 950, floorLabel: 4 }),
    ),
    createdBy: { _id: 'u', name: 'Rohan Mehta' },
    createdAt: '2026-11-25T05:00:00.000Z',
    ...overrides,
  }
}
