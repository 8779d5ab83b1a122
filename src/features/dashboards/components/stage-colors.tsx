import { createContext, useContext } from 'react'
import type { TReportAxis } from '../../../../contract/report-table.ts'
import { VISIT_STATUS_PALETTES } from '../model/chart-colors.ts'

/*
 * The stages' palettes belong to the leads feature (LEAD_STATUS_COLORS), which this feature may
 * not import: the route that composes both provides them here.
 */
const StageColors = createContext<(stage: string) => string>(() => 'gray')

export const StageColorsProvider = StageColors.Provider

/** The Chakra palette of a report's column: a stage's or a visit status's own colour. */
export function useColumnPalette(axis: TReportAxis): (column: string) => string {
  const stageColor = useContext(StageColors)
  return axis === 'stage'
    ? stageColor
    : (column) => VISIT_STATUS_PALETTES[column as keyof typeof VISIT_STATUS_PALETTES] ?? 'gray'
}
