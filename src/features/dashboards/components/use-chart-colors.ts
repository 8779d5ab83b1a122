import { useChakraContext } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useColorTheme } from '../../../components/ui/color-theme.tsx'
import { chartShade } from '../model/chart-colors.ts'

/**
 * nivo draws SVG attributes, which cannot read Chakra's CSS variables: palettes and the chart's
 * text and grid are resolved to the theme's colours here, again when the theme changes.
 */
export function useChartColors() {
  const system = useChakraContext()
  const mode = useColorTheme().resolvedTheme
  return useMemo(() => {
    const color = (path: string) => String(system.token(`colors.${path}`, '#888888'))
    const shade = chartShade(mode)
    const text = color(mode === 'dark' ? 'gray.200' : 'gray.700')
    return {
      palette: (name: string) => color(`${name}.${shade}`),
      theme: {
        // The page's font stack, which holds the self-hosted Devanagari face: nivo's own
        // "sans-serif" draws Hindi labels as empty boxes on a device without a Devanagari font.
        text: { fill: text, fontSize: 12, fontFamily: 'inherit' },
        axis: { ticks: { text: { fill: text } }, legend: { text: { fill: text } } },
        grid: { line: { stroke: color(mode === 'dark' ? 'gray.700' : 'gray.200') } },
        tooltip: {
          container: {
            background: color(mode === 'dark' ? 'gray.800' : 'white'),
            color: text,
            fontSize: 12,
          },
        },
      },
    }
  }, [system, mode])
}
