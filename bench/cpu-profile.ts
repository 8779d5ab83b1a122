import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'

/** What the benches read of a CDP Profiler profile (times in µs of the trace's clock). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  startTime: number
  samples?: number[]
  timeDeltas?: number[]
}

/** A Chrome trace event, as far as the benches read them. */
export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** The thread's CPU time: below `dur` when the OS ran something else meanwhile. */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string }
}

const nameOf = (f: CpuProfile['nodes'][number]['callFrame'] | undefined) =>
  f ? `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}` : '?'

/**
 * The functions with the most self time in `from`..`to` (µs of the profile's clock; the whole
 * profile by default), most first.
 */
export function topFunctions(
  profile: CpuProfile,
  from = -Infinity,
  to = Infinity,
  count = 25,
): [string, number][] {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]))
  const self = new Map<string, number>()
  let at = profile.startTime
  profile.samples?.forEach((id, i) => {
    const gap = profile.timeDeltas?.[i] ?? 0
    at += gap
    if (at < from || at > to) return
    const name = nameOf(frames.get(id))
    self.set(name, (self.get(name) ?? 0) + gap / 1000)
  })
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count)
}

/** BENCH_PROFILE=1's report: the functions with the most self time over the last `lastMs`. */
export function printTopFunctions(profile: CpuProfile, what: string, lastMs = Infinity) {
  const end = (profile.timeDeltas ?? []).reduce((sum, d) => sum + d, profile.startTime)
  console.log(`${what}, most self time:`)
  for (const [name, ms] of topFunctions(profile, end - lastMs * 1000))
    console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`)
}

/** The renderer main thread's complete events (`X`) of the trace. */
function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const main = events.find((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain')
  return events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X' && e.dur)
}

/** The renderer main thread's tasks. */
const mainThreadTasks = (events: TraceEvent[]) =>
  mainThreadEvents(events).filter((e) => e.name === 'RunTask')

/**
 * The renderer main thread's own time in `from`..`to` by trace event (script, style, layout,
 * paint...): each event's duration less that of the events inside it.
 */
export function mainThreadParts(events: TraceEvent[], from: number, to: number) {
  const own = mainThreadEvents(events)
    .filter((e) => e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  const stack: TraceEvent[] = []
  for (const e of own) {
    while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (e.dur ?? 0))
    self.set(e.name, (self.get(e.name) ?? 0) + (e.dur ?? 0))
    stack.push(e)
  }
  return [...self]
    .map(([name, us]) => [name, us / 1000] as [string, number])
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
}

/**
 * The renderer main thread's CPU time (ms) in `from`..`to`: its tasks' thread time, a task
 * partly inside counted in proportion. Steadier than wall time on a shared machine, where the
 * OS runs other work in the middle of a task.
 */
export function mainThreadCpuMs(events: TraceEvent[], from: number, to: number): number {
  let us = 0
  for (const e of mainThreadTasks(events)) {
    const dur = e.dur ?? 0
    const inside = Math.min(e.ts + dur, to) - Math.max(e.ts, from)
    if (inside > 0) us += ((e.tdur ?? dur) * inside) / dur
  }
  return us / 1000
}

/**
 * The renderer main thread's tasks of at least `minMs` (wall time), longest first: each with its
 * CPU time, its own time by trace event and the functions with the most self time in it.
 */
export function printLongTasks(
  { profile, events }: { profile: CpuProfile; events: TraceEvent[] },
  minMs = 50,
  count = 8,
) {
  const all = mainThreadTasks(events)
  const tasks = all
    .filter((e) => (e.dur ?? 0) >= minMs * 1000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
  const cpu = all.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
  const over = (ms: number) => all.filter((e) => (e.dur ?? 0) >= ms * 1000).length
  console.log(
    `main thread: ${all.length} tasks, ${cpu.toFixed(0)} ms CPU; ${over(16)} of 16 ms or more,` +
      ` ${over(33)} of 33 ms or more`,
  )
  console.log(`${tasks.length} main-thread tasks of ${minMs} ms or more`)
  for (const task of tasks.slice(0, count)) {
    const end = task.ts + (task.dur ?? 0)
    const parts = mainThreadParts(events, task.ts, end)
      .slice(0, 8)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    console.log(
      `  task ${((task.dur ?? 0) / 1000).toFixed(0)} ms (${((task.tdur ?? 0) / 1000).toFixed(0)} ms CPU): ${parts.join(', ')}`,
    )
    for (const [name, ms] of topFunctions(profile, task.ts, end, 8))
      console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  }
}

/** A User Timing measure's start and end in the trace (µs), its last one when there are more. */
export function measureInTrace(events: TraceEvent[], name: string): [number, number] | undefined {
  const begin = events.filter((e) => e.name === name && e.ph === 'b').at(-1)
  const end = events.filter((e) => e.name === name && e.ph === 'e').at(-1)
  return begin && end ? [begin.ts, end.ts] : undefined
}

/**
 * Starts a trace (main thread's tasks, style, layout, paint, User Timing) and Chromium's sampling
 * profiler on the page; the answer stops both, saves them in the temporary directory as
 * `<name>.cpuprofile` and `<name>.trace.json` (for devtools) and answers them.
 */
export async function startProfile(
  page: Page,
  name: string,
): Promise<() => Promise<{ profile: CpuProfile; events: TraceEvent[] }>> {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const traced = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  )
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink',
        'blink.user_timing',
      ],
    },
  })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
    await cdp.send('Tracing.end')
    await traced
    await cdp.detach()
    const base = path.join(os.tmpdir(), name)
    fs.writeFileSync(`${base}.cpuprofile`, JSON.stringify(profile))
    fs.writeFileSync(`${base}.trace.json`, JSON.stringify({ traceEvents: events }))
    console.log(`profile: ${base}.cpuprofile, trace: ${base}.trace.json`)
    return { profile, events }
  }
}
