/** mulberry32: a seeded generator, so a test makes the same rows on every run. */
export function prng(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** One element of `xs`, drawn with `rand`. */
export const pickWith =
  (rand: () => number) =>
  <T>(xs: readonly T[]): T =>
    xs[Math.floor(rand() * xs.length)]!
