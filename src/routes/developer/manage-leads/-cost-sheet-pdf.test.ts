import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  calculateCostSheet,
  costSheetInput,
  type TCostSheetLog,
  type TCostSheetRow,
} from '../../../../contract/cost-sheet.ts'
import { projectKeys } from '../../../features/projects/api/project-api.ts'
import { costSheetLogPdf } from './-cost-sheet-pdf.ts'

const ROW: TCostSheetRow = {
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

describe('a cost sheet log as a PDF, for the chat', () => {
  it('is made from the log’s own amounts and the project’s stored details', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(projectKeys.details('in/dxp/o1', 'p1'), {
      projectName: 'Skyline',
      reraNo: 'P51800000001',
      logoUrl: null,
    })
    const log = {
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
      row: ROW,
      additionalConsiderations: [],
      amounts: calculateCostSheet(costSheetInput(ROW, { carpetAreaSqFt: 950, floorLabel: 4 })),
      createdBy: { _id: 'u', name: 'Rohan' },
      createdAt: '2026-11-25T05:00:00.000Z',
    } satisfies TCostSheetLog
    const pdf = await costSheetLogPdf(queryClient, 'in/dxp/o1', log)
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(1000)
  })
})
