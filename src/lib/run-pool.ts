/**
 * Runs `work` over `items`, at most `size` at a time, in the items' order of starting. Rejects
 * with the first failure; the other lanes then take no new item.
 */
export async function runPool<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  let failed = false
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T
      try {
        await work(item)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane))
}
