import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { i18n } from '../lib/i18n.ts'
import { App } from './app.tsx'
import { createQueryClient } from './query-client.ts'
import { createAppRouter } from './router.ts'

/**
 * A public page drawn by the build, in English and the light theme (the defaults), into a page of
 * its own (`scripts/prerender.ts`, decision 0061): the same components the browser renders, so
 * the page the browser draws from the markup looks as the app's first render will.
 */
export async function renderPage(pathname: string): Promise<string> {
  const { messages } = await import('../../locales/en/messages.po')
  i18n.loadAndActivate({ locale: 'en', messages })
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [pathname] }))
  await router.load()
  return renderToString(<App queryClient={queryClient} router={router} />)
}
