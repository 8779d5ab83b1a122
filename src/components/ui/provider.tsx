import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ColorThemeProvider } from './color-theme.tsx'
import { system } from './system.ts'

/** Chakra plus light/dark/auto (spec: default light, stored locally). */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorThemeProvider>{children}</ColorThemeProvider>
    </ChakraProvider>
  )
}
