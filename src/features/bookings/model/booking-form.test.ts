import { describe, expect, it } from 'vitest'
import type { TCostSheetLog } from '../../../../contract/cost-sheet.ts'
import {
  afterBuildingChange,
  afterPlanChange,
  afterUnitChange,
  agreementValueOf,
  choicesOf,
  logsOfUnit,
} from './booking-form.ts'

const chosen = {
  buildingName: { value: 'b1', label: 'Tower A' },
  unit: { value: 'u1', label: 'A-1203' },
  costSheetLogId: 'log-1',
  agreementValue: 1_23_45_678.9,
}

const log = (id: string, buildingId: string, unitId: string, total: number) =>
  ({
    _id: id,
    row: { buildingId },
    unit: { _id: unitId, name: `Unit ${unitId}`, buildingName: `Tower ${buildingId}` },
    amounts: { total },
  }) as unknown as TCostSheetLog

describe('the booking form clearing rules', () => {
  it('removing the payment plan clears building, unit, cost sheet and agreement value', () => {
    expect(afterPlanChange(null, chosen)).toEqual({
      paymentPlanId: null,
      buildingName: null,
      unit: null,
      costSheetLogId: null,
      agreementValue: null,
    })
  })

  it('choosing another plan keeps the unit and its cost sheet', () => {
    expect(afterPlanChange('plan-2', chosen)).toEqual({ ...chosen, paymentPlanId: 'plan-2' })
  })

  it('another building clears the unit and cost sheet; another unit the cost sheet', () => {
    const b2 = { value: 'b2', label: 'Tower B' }
    expect(afterBuildingChange(b2)).toEqual({
      buildingName: b2,
      unit: null,
      costSheetLogId: null,
      agreementValue: null,
    })
    const u2 = { value: 'u2', label: 'A-1204' }
    expect(afterUnitChange(u2, chosen)).toEqual({
      buildingName: chosen.buildingName,
      unit: u2,
      costSheetLogId: null,
      agreementValue: null,
    })
  })

  it("offers the buildings and units of the lead's cost sheets, and takes the total to the paisa", () => {
    const logs = [
      log('l1', 'b1', 'u1', 98_76_543_21),
      log('l2', 'b1', 'u2', 1),
      log('l3', 'b2', 'u3', 5),
    ]
    const { buildings, units } = choicesOf(logs, 'b1')
    expect(buildings.map((b) => b.value)).toEqual(['b1', 'b2'])
    expect(units.map((u) => u.value)).toEqual(['u1', 'u2'])
    expect(logsOfUnit(logs, 'u1').map((l) => l._id)).toEqual(['l1'])
    expect(agreementValueOf(logs[0])).toBe(98_76_543.21)
    expect(agreementValueOf(undefined)).toBeNull()
  })
})
