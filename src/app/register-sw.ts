import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { registerSW } from 'virtual:pwa-register'
import { toaster } from '../components/ui/toaster.tsx'

const updateReady = msg`A new version of SiteOffice is ready.`
const updateAction = msg`Update`
const offlineReady = msg`SiteOffice is ready to work offline.`

/** registerType 'prompt': a new version waits until the user chooses to load it. */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toaster.info({
        id: 'sw-update',
        title: i18n._(updateReady),
        duration: Infinity,
        closable: true,
        action: { label: i18n._(updateAction), onClick: () => void updateServiceWorker(true) },
      })
    },
    onOfflineReady() {
      toaster.success({ id: 'sw-offline-ready', title: i18n._(offlineReady) })
    },
  })
}
