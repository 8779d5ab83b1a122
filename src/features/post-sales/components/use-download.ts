import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toaster } from '../../../components/ui/toaster.tsx'
import type { DownloadedFile } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { downloadDocument } from '../api/post-sales-api.ts'

/** Hands a file to the browser (the route passes how: the dashboards' saveFile). */
export type TSaveFile = (file: DownloadedFile, fallbackName: string) => void

/** Downloads a receipt, a letter or a payment's file; which one is under way, for its button. */
export function useDownload(save: TSaveFile) {
  const { i18n } = useLingui()
  const [busy, setBusy] = useState<string | null>(null)
  const download = async (path: string, fallbackName: string) => {
    setBusy(path)
    try {
      save(await downloadDocument(path), fallbackName)
    } catch {
      toaster.error({ title: i18n._(MESSAGES.downloadFailed) })
    } finally {
      setBusy(null)
    }
  }
  return { busy, download }
}
