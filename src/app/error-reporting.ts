import { showErrorToast } from '../components/ui/toaster.tsx'
import { setErrorReporter, userMessage, type HttpError } from '../lib/http.ts'
import { isConnectivityBannerShown } from '../offline/connectivity/banner-presence.ts'

/**
 * "Internet Connection error" (offline, timeout) is what the offline banner says all the time it
 * shows, so it is not toasted as well. The banner's state is set before the reporter runs
 * (http.ts tells connectivity first). Other failures, "Server Down" included, toast as spec 000
 * section 8 says; screens without the banner (public pages) keep every toast.
 */
function coveredByBanner(error: HttpError): boolean {
  return (error.kind === 'offline' || error.kind === 'timeout') && isConnectivityBannerShown()
}

/** Failed calls become the spec's error toasts (401 never reaches here: the session handles it). */
export function registerErrorReporting(): void {
  setErrorReporter((error) => {
    if (!coveredByBanner(error)) showErrorToast(userMessage(error))
  })
}
