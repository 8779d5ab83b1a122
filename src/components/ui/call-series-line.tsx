import { ResponsiveLine } from '@nivo/line'
import { useColorTheme } from './color-theme.tsx'

export interface CallSeriesLineProps {
  /** One line per series, a point per day (x: yyyy-MM-dd). */
  lines: { id: string; data: { x: string; y: number }[] }[]
  /** The y axis' legend ("Total calls"). */
  legend: string
}

// Two hues that keep their contrast on both backgrounds (blue and orange, colour-blind safe).
const COLORS = { light: ['#2b6cb0', '#c05621'], dark: ['#63b3ed', '#f6ad55'] }
const INK = {
  light: { text: '#2d3748', grid: '#e2e8f0' },
  dark: { text: '#e2e8f0', grid: '#4a5568' },
}

/**
 * The nivo line chart itself, in its own chunk (loaded lazily by CallSeriesChart): nivo and d3
 * stay out of the app's entry. Colours follow the light or dark theme.
 */
export function CallSeriesLine({ lines, legend }: CallSeriesLineProps) {
  const mode = useColorTheme().resolvedTheme
  const ink = INK[mode]
  return (
    <ResponsiveLine
      data={lines}
      colors={COLORS[mode]}
      margin={{ top: 16, right: 24, bottom: 48, left: 56 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      axisBottom={{ tickRotation: -35, tickValues: tickEvery(lines[0]?.data.length ?? 0, lines) }}
      // Five ticks and lines across: a day's gridline each would hatch a six-month range.
      axisLeft={{ legend, legendOffset: -44, legendPosition: 'middle', tickValues: 5 }}
      gridYValues={5}
      enableGridX={false}
      pointSize={5}
      useMesh
      enableSlices="x"
      animate={false}
      legends={[
        {
          anchor: 'top-right',
          direction: 'row',
          itemWidth: 90,
          itemHeight: 16,
          translateY: -16,
          itemTextColor: ink.text,
        },
      ]}
      theme={{
        // The page's font stack, with the self-hosted Devanagari face (see use-chart-colors.ts).
        text: { fill: ink.text, fontFamily: 'inherit' },
        axis: { legend: { text: { fill: ink.text } }, ticks: { text: { fill: ink.text } } },
        grid: { line: { stroke: ink.grid } },
        crosshair: { line: { stroke: ink.text } },
        tooltip: {
          container: { background: mode === 'dark' ? '#1a202c' : '#ffffff', color: ink.text },
        },
      }}
    />
  )
}

/** About eight day labels whatever the range, so a six-month range does not print 180. */
function tickEvery(days: number, lines: CallSeriesLineProps['lines']): string[] {
  const step = Math.max(1, Math.ceil(days / 8))
  return (lines[0]?.data ?? []).filter((_, i) => i % step === 0).map((d) => d.x)
}
