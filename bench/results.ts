/** A figure against its budget, as `npm run bench` and each bench run on its own print it. */
export interface BenchResult {
  name: string
  value: number
  unit: string
  budget: number
}

/** Prints each figure with "ok" or "OVER" beside it; how many are over their budget. */
export function printResults(results: readonly BenchResult[], digits = 1): number {
  const width = Math.max(...results.map((r) => r.name.length))
  let over = 0
  for (const r of results) {
    const ok = r.value <= r.budget
    if (!ok) over++
    console.log(
      `${ok ? 'ok  ' : 'OVER'}  ${r.name.padEnd(width)} ${r.value.toFixed(digits).padStart(10)} ${r.unit}  (budget ${r.budget} ${r.unit})`,
    )
  }
  return over
}
