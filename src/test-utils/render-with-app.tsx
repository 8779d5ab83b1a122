import { ChakraProvider } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { system } from '../components/ui/system.ts'

/** The providers every screen runs under in the app: language, queries (no retries), theme. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={system}>{ui}</ChakraProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
}

/** What a path shows, and the data it waits for before it does (its loader), if any. */
type TestScreen = (() => ReactNode) | { component: () => ReactNode; loader: () => Promise<unknown> }

/**
 * A screen inside a memory router, for components that link or navigate: `routes` maps paths to
 * what they show, and the router starts at `start`. A screen with a loader stays pending, with the
 * one before it still drawn, until the loader settles.
 */
export function renderWithApp(routes: Record<string, TestScreen>, start: string) {
  const rootRoute = createRootRoute({ component: Outlet })
  const children = Object.entries(routes).map(([path, screen]) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      ...(typeof screen === 'function' ? { component: screen } : screen),
    }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [start] }),
  })
  return { ...renderWithProviders(<RouterProvider router={router} />), router }
}
