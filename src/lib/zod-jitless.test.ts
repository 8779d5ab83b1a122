import { describe, expect, it } from 'vitest'
import { z } from 'zod'

describe("the PWA's zod", () => {
  it('is jitless, so no schema probes `new Function` under the CSP', () => {
    expect(z.config().jitless).toBe(true)
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' })
  })
})
