import { showErrorToast } from '../components/ui/toaster.tsx'
import { setErrorReporter, userMessage } from '../lib/http.ts'

/** Failed calls become the spec's error toasts (401 never reaches here: the session handles it). */
export function registerErrorReporting(): void {
  setErrorReporter((error) => showErrorToast(userMessage(error)))
}
