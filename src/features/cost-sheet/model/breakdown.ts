import type { CostSheetAmounts, CostSheetInput } from '../../../../contract/cost-sheet.ts'

/** What a line of the breakdown is, for its label (the screen's, translated; the PDF's). */
export type TBreakdownKey =
  | 'baseUnitCost'
  | 'floorRise'
  | 'flatCost'
  | 'viewCharges'
  | 'carParking'
  | 'grossConsiderationValue'
  | 'stampDuty'
  | 'registrationFee'
  | 'gst'
  | 'infrastructureCharges'
  | 'gstInfra'
  | 'grossGovernmentCharges'
  | 'additional'
  | 'total'
  | 'tds'

export interface TBreakdownLine {
  key: TBreakdownKey
  paise: number
  /** A sum of the lines above it (drawn bold), the total, or TDS (shown, not added). */
  kind: 'line' | 'sum' | 'total' | 'note'
  /** An additional consideration's own label, as the user typed it. */
  label?: string
}

/**
 * The breakdown in the order a buyer reads it (spec 002: base unit cost, flat cost, floor rise,
 * view, parking, gross consideration, government charges, total; TDS last, as it is paid by
 * the buyer to the government, not to the developer). The screen and the PDF draw these lines.
 */
export function breakdownLines(
  input: Pick<CostSheetInput, 'viewCharges' | 'carParking'>,
  amounts: CostSheetAmounts,
  additionalLabels: readonly string[] = [],
): TBreakdownLine[] {
  const line = (key: TBreakdownKey, paise: number, kind: TBreakdownLine['kind'] = 'line') => ({
    key,
    paise,
    kind,
  })
  return [
    line('baseUnitCost', amounts.baseUnitCost),
    line('floorRise', amounts.floorRise),
    line('flatCost', amounts.flatCost, 'sum'),
    line('viewCharges', input.viewCharges),
    line('carParking', input.carParking),
    line('grossConsiderationValue', amounts.grossConsiderationValue, 'sum'),
    line('infrastructureCharges', amounts.infrastructureCharges),
    line('stampDuty', amounts.stampDuty),
    line('registrationFee', amounts.registrationFee),
    line('gst', amounts.gst),
    line('gstInfra', amounts.gstInfra),
    line('grossGovernmentCharges', amounts.grossGovernmentCharges, 'sum'),
    ...amounts.additionalConsiderations.map((item, index) => ({
      key: 'additional' as const,
      paise: item.value + item.gst,
      kind: 'line' as const,
      label: additionalLabels[index] ?? '',
    })),
    line('total', amounts.total, 'total'),
    line('tds', amounts.tds, 'note'),
  ]
}
