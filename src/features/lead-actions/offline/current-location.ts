import { useCallback, useEffect, useRef } from 'react'
import type { TLocation } from '../../../../contract/site-visits.ts'

/**
 * Where the device is, if the user allows it: asked for while the code form is open, so the
 * verification takes whatever is known by then and never waits for the permission prompt or a
 * GPS fix. Returns a getter of the latest fix (undefined: none, or refused).
 */
export function useCurrentLocation(active: boolean): () => TLocation | undefined {
  const latest = useRef<TLocation | undefined>(undefined)
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !navigator.geolocation) return
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        latest.current = {
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracy: Math.min(position.coords.accuracy, 100_000),
        }
      },
      // Refused or unavailable: the visit is verified without a place.
      () => {},
      { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: 30_000 },
    )
    return () => navigator.geolocation.clearWatch(watch)
  }, [active])
  return useCallback(() => latest.current, [])
}
