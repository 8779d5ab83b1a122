/**
 * Gives the main thread back between chunks of work, so input and paint run in between (no task
 * over ~100 ms). scheduler.yield keeps our place at the front of the queue where it exists;
 * elsewhere a MessageChannel message (not clamped like nested setTimeouts), else setTimeout 0.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve()
      }
      channel.port2.postMessage(null)
    })
  }
  return new Promise((resolve) => setTimeout(resolve, 0))
}
