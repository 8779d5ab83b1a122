import { Box } from '@chakra-ui/react'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { afterNextPaint } from '../../lib/after-paint.ts'

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
  const [painted, setPainted] = useState(false)
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), [])
  return painted ? children : <Box minHeight={minHeight} aria-busy="true" />
}
