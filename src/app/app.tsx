import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { UiProvider } from '../components/ui/provider.tsx'
import { Toaster } from '../components/ui/toaster.tsx'
import { i18n } from '../lib/i18n.ts'
import { useRefreshWhenBackOnline } from './refresh-when-back-online.ts'
import type { AppRouter } from './router.ts'

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  useRefreshWhenBackOnline(queryClient)
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <RouterProvider router={router} />
          <Toaster />
        </UiProvider>
      </QueryClientProvider>
    </I18nProvider>
  )
}
