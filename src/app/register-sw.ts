import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { registerSW } from 'virtual:pwa-register'
import { toaster } from '../components/ui/toaster.tsx'

const updateReady = msg`A new version of SiteOffice is ready.`
const updateHint = msg`Updating reloads the page: finish what you are typing first.`
const updateAction = msg`Update`
const updatedElsewhere = msg`SiteOffice was updated in another tab.`
const reloadHint = msg`Reload when you are ready to use the new version.`
const reloadAction = msg`Reload`

/**
 * registerType 'prompt': a new version waits until the user chooses to load it, and nothing
 * reloads a page by itself. Once one tab accepts, the new worker takes over every tab; the
 * plugin would then reload them all, losing what other tabs were typing, so only the tab that
 * asked reloads and the others are told and left to choose.
 */
export function registerServiceWorker(): void {
  let acceptedHere = false
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toaster.info({
        id: 'sw-update',
        title: i18n._(updateReady),
        description: i18n._(updateHint),
        duration: Infinity,
        closable: true,
        action: {
          label: i18n._(updateAction),
          onClick: () => {
            acceptedHere = true
            void updateServiceWorker(true)
          },
        },
      })
    },
    onNeedReload() {
      if (acceptedHere) {
        window.location.reload()
        return
      }
      toaster.dismiss('sw-update')
      toaster.info({
        id: 'sw-reload',
        title: i18n._(updatedElsewhere),
        description: i18n._(reloadHint),
        duration: Infinity,
        closable: true,
        action: { label: i18n._(reloadAction), onClick: () => window.location.reload() },
      })
    },
  })
}
