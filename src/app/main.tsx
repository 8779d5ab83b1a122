import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installSession } from '../features/auth/session/install-session.ts'
import { activateLocale, DEFAULT_LOCALE, getStoredLocale } from '../lib/i18n.ts'
import { installConnectivity } from '../offline/connectivity/connectivity-store.ts'
import { whenQuiet } from '../offline/when-quiet.ts'
import { keepDrawing } from '../lib/prerendered-input.ts'
import { App } from './app.tsx'
import { createQueryClient } from './query-client.ts'
import { createAppRouter } from './router.ts'
import { registerErrorReporting } from './error-reporting.ts'
import { askForPersistentStorageWhenSignedIn } from './persistent-storage.ts'

// Marks for the start's timeline (`BENCH_VERBOSE=1 npm run bench:dashboards`): here, the entry's
// modules are evaluated.
performance.mark('app:entry-evaluated')
registerErrorReporting()
installSession()
installConnectivity()
askForPersistentStorageWhenSignedIn()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

// The catalogue loads before the first render, so no screen ever flashes untranslated ids.
// Meanwhile the router resolves the first screen (its guards and code chunks), so the first
// render draws the screen itself rather than waiting for its chunks after a blank one.
// The first render is a transition: React draws it in slices of a few milliseconds, giving the
// thread back between them, instead of one task of a quarter of a second and more on a phone
// (decision 0025). Nothing is on screen before it, so nothing is shown any later.
const locale = activateLocale(getStoredLocale()).catch(() => activateLocale(DEFAULT_LOCALE))
void Promise.allSettled([locale, router.load()]).finally(() => {
  performance.mark('app:router-loaded')
  // A page the build drew (/login): what is done to it until this render replaces it is kept.
  keepDrawing(root)
  const reactRoot = createRoot(root)
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    )
  })
})

/**
 * The worker's first install downloads every chunk of every screen (about 1.2 MB with Brotli): it
 * starts once the page has loaded and the first screen's own requests are answered (whenQuiet,
 * at most 10 s), like every other background read, so on a slow link it never competes with them
 * (issue 14). "Ready to work offline" still waits for it to control the page (decision 0017).
 */
if (import.meta.env.PROD) {
  const register = () =>
    whenQuiet(queryClient, () => {
      void import('./register-sw.ts').then(({ registerServiceWorker }) => registerServiceWorker())
    })
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
