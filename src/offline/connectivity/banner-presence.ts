import { useEffect } from 'react'
import { getConnectivity } from './connectivity-store.ts'

let mountedBanners = 0

/** The offline banner calls this, so the error reporter knows a banner covers transport errors. */
export function useBannerPresence(): void {
  useEffect(() => {
    mountedBanners += 1
    return () => {
      mountedBanners -= 1
    }
  }, [])
}

/**
 * Whether a banner is on screen saying the connection is down. Screens without one (the public
 * pages) keep the error toast, so a failure is never silent.
 */
export function isConnectivityBannerShown(): boolean {
  return mountedBanners > 0 && getConnectivity() !== 'online'
}
