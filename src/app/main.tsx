import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installSession } from '../features/auth/session/install-session.ts'
import { activateLocale, DEFAULT_LOCALE, getStoredLocale } from '../lib/i18n.ts'
import { installConnectivity } from '../offline/connectivity/connectivity-store.ts'
import { App } from './app.tsx'
import { registerErrorReporting } from './error-reporting.ts'
import { askForPersistentStorageWhenSignedIn } from './persistent-storage.ts'

registerErrorReporting()
installSession()
installConnectivity()
askForPersistentStorageWhenSignedIn()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The catalogue loads before the first render, so no screen ever flashes untranslated ids.
void activateLocale(getStoredLocale())
  .catch(() => activateLocale(DEFAULT_LOCALE))
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })

if (import.meta.env.PROD) {
  // Off the critical path: workbox-window is not needed to paint the first screen.
  window.addEventListener('load', () => {
    void import('./register-sw.ts').then(({ registerServiceWorker }) => registerServiceWorker())
  })
}
