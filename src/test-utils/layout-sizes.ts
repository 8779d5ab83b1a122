/* eslint-disable lingui/no-unlocalized-strings -- DOM property names, not UI text */
import { vi } from 'vitest'

const SIZES = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const

/**
 * jsdom lays nothing out, so a virtualised list draws no row: every element reports `px` for its
 * sizes, and ResizeObserver observes nothing, until the returned function puts them back.
 */
export function stubLayoutSizes(px: number): () => void {
  const own = new Map(
    SIZES.map((size) => [size, Object.getOwnPropertyDescriptor(HTMLElement.prototype, size)]),
  )
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  for (const size of SIZES)
    Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => px })
  return () => {
    for (const [size, descriptor] of own) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, size, descriptor)
      else Reflect.deleteProperty(HTMLElement.prototype, size)
    }
    vi.unstubAllGlobals()
  }
}
