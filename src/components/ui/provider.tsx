import { ChakraProvider } from '@chakra-ui/react'
import { ThemeProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { system } from './system.ts'

export const THEME_STORAGE_KEY = 'siteoffice.theme'

/** Chakra plus light/dark/auto (spec: default light, stored locally). */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider
        attribute="class"
        defaultTheme="light"
        enableSystem
        disableTransitionOnChange
        storageKey={THEME_STORAGE_KEY}
        // React 19 warns about executable <script> in components; the SPA never hydrates anyway.
        scriptProps={{ type: 'application/json' }}
      >
        {children}
      </ThemeProvider>
    </ChakraProvider>
  )
}
