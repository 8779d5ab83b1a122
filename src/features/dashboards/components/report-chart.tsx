import { Box, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ResponsiveBar } from '@nivo/bar'
import { ResponsiveLine } from '@nivo/line'
import type { TReportType } from '../../../../contract/dashboards.ts'
import { REPORT_AXIS, type TReportTable } from '../../../../contract/report-table.ts'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { SERIES_PALETTES } from '../model/chart-colors.ts'
import { barData, lineData, rowKey } from '../model/chart-data.ts'
import { columnLabel, rowLabel } from '../model/report-labels.ts'
import { useColumnPalette } from './stage-colors.tsx'
import { useChartColors } from './use-chart-colors.ts'

export interface ReportChartProps {
  type: TReportType
  table: TReportTable
  /** The chart's accessible name: what it shows, in words (the table has the numbers). */
  summary: string
  /** Taller on the detailed screen. */
  size?: 'card' | 'large'
}

const ROW_HEIGHT = { card: 26, large: 36 }
const truncate = (text: string, max = 16) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/**
 * A report as a chart: stacked bars per source or executive (a segment per stage or visit status,
 * in the product's colours), or a line per source over the months of a booking trend. Loaded
 * only by the dashboard screens (React.lazy): nivo stays out of every other chunk.
 */
export function ReportChart({ type, table, summary, size = 'card' }: ReportChartProps) {
  const { i18n } = useLingui()
  const colors = useChartColors()
  const axis = REPORT_AXIS[type]
  const columnPalette = useColumnPalette(axis)
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const labels = new Map(table.rows.map((row) => [rowKey(row), rowLabel(row.label, i18n)]))
  const nameOf = (key: string | number) => labels.get(String(key)) ?? String(key)
  const number = (value: number) => formatIndianNumber(value, locale)

  if (axis === 'month') {
    const series = lineData(table)
    const seriesColor = (index: number) =>
      colors.palette(SERIES_PALETTES[index % SERIES_PALETTES.length]!)
    return (
      <Box>
        <Box height={size === 'large' ? '24rem' : '16rem'}>
          <ResponsiveLine
            data={series}
            role="img"
            ariaLabel={summary}
            theme={colors.theme}
            colors={series.map((_, i) => seriesColor(i))}
            margin={{ top: 12, right: 16, bottom: 36, left: 44 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 0, max: 'auto' }}
            axisBottom={{ format: (m: string) => columnLabel('month', m, i18n) }}
            axisLeft={{ tickValues: 5, format: (v: number) => number(v) }}
            pointSize={6}
            useMesh
            animate={false}
          />
        </Box>
        <Legend
          items={series.map((s, i) => ({
            key: String(s.id),
            label: nameOf(s.id),
            color: seriesColor(i),
          }))}
        />
      </Box>
    )
  }

  const { data, keys } = barData(table)
  const height = Math.max(160, data.length * ROW_HEIGHT[size] + 48)
  return (
    <Box>
      <Box height={`${height}px`}>
        <ResponsiveBar
          data={data}
          keys={keys}
          indexBy="row"
          layout="horizontal"
          groupMode="stacked"
          role="img"
          ariaLabel={summary}
          theme={colors.theme}
          colors={({ id }) => colors.palette(columnPalette(String(id)))}
          margin={{ top: 8, right: 16, bottom: 32, left: size === 'large' ? 150 : 110 }}
          padding={0.25}
          enableLabel={false}
          axisLeft={{ format: (key: string) => truncate(nameOf(key), size === 'large' ? 22 : 16) }}
          axisBottom={{ tickValues: 5, format: (v: number) => number(v) }}
          tooltipLabel={({ id, indexValue }) =>
            `${nameOf(indexValue)}: ${columnLabel(axis, String(id), i18n)}`
          }
          valueFormat={(v) => number(v)}
          animate={false}
        />
      </Box>
      <Legend
        items={keys.map((key) => ({
          key,
          label: columnLabel(axis, key, i18n),
          color: colors.palette(columnPalette(key)),
        }))}
      />
    </Box>
  )
}

/** The colours' key, as text that wraps (nivo's own legend is SVG and overflows a narrow card). */
function Legend({ items }: { items: { key: string; label: string; color: string }[] }) {
  return (
    <HStack
      as="ul"
      aria-hidden="true"
      wrap="wrap"
      gap="1"
      columnGap="4"
      listStyleType="none"
      mt="2"
    >
      {items.map((item) => (
        <HStack as="li" key={item.key} gap="1.5">
          <Box width="3" height="3" borderRadius="sm" bg={item.color} flexShrink="0" />
          <Text textStyle="xs">{item.label}</Text>
        </HStack>
      ))}
    </HStack>
  )
}
