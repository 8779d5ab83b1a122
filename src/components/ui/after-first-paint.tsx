import { Box } from '@chakra-ui/react'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { afterNextPaint } from '../../lib/after-paint.ts'

/**
 * Whether the component's first drawing has been painted: false in its first commit, true in a
 * render that follows the paint (one React may interrupt).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), [])
  return painted
}

/**
 * What a screen shows below its first view (its tables), drawn once the first view is painted
 * (decision 0038): the first commit carries what the user reads first, and the rest follows in a
 * render React may interrupt. `minHeight` keeps the place meanwhile, so nothing moves.
 */
export function AfterFirstPaint({
  minHeight,
  children,
}: {
  minHeight: string
  children: ReactNode
}) {
  return useAfterFirstPaint() ? children : <Box minHeight={minHeight} aria-busy="true" />
}
