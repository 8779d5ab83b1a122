/** A call's length as the call lists show it: "4:05", hours only when there are some ("1:02:09"). */
export function formatCallDuration(durationSec: number): string {
  const total = Math.max(0, Math.round(durationSec))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`
}
