import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { UiProvider } from '../components/ui/provider.tsx'
import { Toaster } from '../components/ui/toaster.tsx'
import { i18n } from '../lib/i18n.ts'
import { createQueryClient } from './query-client.ts'
import { useRefreshWhenBackOnline } from './refresh-when-back-online.ts'
import { createAppRouter } from './router.ts'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(queryClient))
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
