import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toaster } from '../../../components/ui/toaster.tsx'
import { userMessage } from '../../../lib/http.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'

/**
 * What the toast of a saved action says: its own words while online (it is sent at once), and
 * one wording for every action saved offline, as the lead form says it.
 */
export function useSavedTitle(): (done: string) => string {
  const { t } = useLingui()
  const online = useConnectivity() === 'online'
  return (done) => (online ? done : t`Saved. Waiting to sync`)
}

/**
 * A panel's save: busy while it runs, a toast saying what was done, or why it could not be.
 * `run` resolves to whether it succeeded.
 */
export function useSaveAction() {
  const { t, i18n } = useLingui()
  const savedTitle = useSavedTitle()
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true)
    try {
      await action()
      toaster.success({ title: savedTitle(done) })
      return true
    } catch (error) {
      toaster.error({ title: t`This could not be saved`, description: userMessage(error, i18n) })
      return false
    } finally {
      setBusy(false)
    }
  }

  return { busy, run }
}
