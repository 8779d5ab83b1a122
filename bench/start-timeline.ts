import fs from 'node:fs'
import type { Page } from '@playwright/test'

/**
 * `BENCH_VERBOSE=1`: the order of events of one screen's start, read from the page's own
 * Performance timeline (no tracing, so it costs the run nothing it measures): the document, the
 * scripts in waves (a wave is the requests started within WAVE_GAP_MS of the one before), the
 * app's marks (`app:*`, src/app/main.tsx), the first paints, the API calls, the long animation
 * frames with the scripts that ran in them, and the moment the screen showed what was waited for.
 * Milliseconds from the navigation's start; on a shared machine only the order counts.
 */

const WAVE_GAP_MS = 15

/** Registers the long-animation-frame observer before the page's scripts run. */
export async function observeStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: unknown[] = []
    ;(window as unknown as { __benchFrames: unknown[] }).__benchFrames = frames
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) frames.push(entry.toJSON())
      }).observe({ type: 'long-animation-frame', buffered: true })
    } catch {
      // A browser without long-animation-frame: the timeline has no frames.
    }
  })
}

interface Line {
  at: number
  text: string
}

interface Resource {
  name: string
  startTime: number
  responseEnd: number
  initiatorType: string
  workerStart: number
}

interface Frame {
  startTime: number
  duration: number
  blockingDuration: number
  scripts: { sourceURL: string; duration: number; invoker: string; invokerType: string }[]
}

const short = (url: string) => {
  const { pathname, search } = new URL(url)
  const file = pathname.split('/').pop() ?? pathname
  return pathname.startsWith('/assets/') ? file : `${pathname}${search ? '?…' : ''}`
}
const ms = (n: number) => n.toFixed(0).padStart(5)

/** Prints the page's start, up to `shownAt` (the page's clock). */
export async function printStartTimeline(page: Page, shownAt: number): Promise<void> {
  const data = await page.evaluate(() => ({
    navigation: performance.getEntriesByType('navigation')[0]?.toJSON() as
      { responseEnd: number; domInteractive: number; workerStart: number } | undefined,
    resources: performance.getEntriesByType('resource').map((r) => r.toJSON() as Resource),
    marks: performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('app:'))
      .map((m) => ({ name: m.name, at: m.startTime })),
    paints: performance.getEntriesByType('paint').map((p) => ({ name: p.name, at: p.startTime })),
    frames: (window as unknown as { __benchFrames?: Frame[] }).__benchFrames ?? [],
  }))
  const lines: Line[] = []
  if (data.navigation)
    lines.push({
      at: data.navigation.responseEnd,
      text: `document answered${data.navigation.workerStart > 0 ? ' (by the worker)' : ''}, parsed at ${data.navigation.domInteractive.toFixed(0)}`,
    })
  const scripts = data.resources
    .filter((r) => r.initiatorType !== 'fetch' && /\.m?js$/.test(new URL(r.name).pathname))
    .sort((a, b) => a.startTime - b.startTime)
  let wave: Resource[] = []
  const flush = () => {
    if (!wave.length) return
    const end = Math.max(...wave.map((r) => r.responseEnd))
    const names = wave.map((r) => short(r.name))
    const shown = names.length > 6 ? [...names.slice(0, 5), `… ${names.length - 5} more`] : names
    lines.push({
      at: wave[0]!.startTime,
      text: `${wave.length} script(s) asked, all in by ${end.toFixed(0)}: ${shown.join(', ')}`,
    })
    wave = []
  }
  for (const script of scripts) {
    const last = wave[wave.length - 1]
    if (last && script.startTime - last.startTime > WAVE_GAP_MS) flush()
    wave.push(script)
  }
  flush()
  for (const r of data.resources.filter((r) => /-service\//.test(r.name)))
    lines.push({
      at: r.startTime,
      text: `API ${short(r.name)} asked, answered at ${r.responseEnd.toFixed(0)}`,
    })
  for (const m of data.marks) lines.push({ at: m.at, text: `mark ${m.name}` })
  for (const p of data.paints) lines.push({ at: p.at, text: p.name })
  for (const f of data.frames.filter((f) => f.startTime <= shownAt)) {
    const top = [...f.scripts]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((s) => `${s.invokerType} ${short(s.sourceURL || 'http://x/?')} ${s.duration.toFixed(0)}`)
    lines.push({
      at: f.startTime,
      text: `long frame ${f.duration.toFixed(0)} ms (blocking ${f.blockingDuration.toFixed(0)}): ${top.join('; ')}`,
    })
  }
  lines.push({ at: shownAt, text: 'SHOWN' })
  lines.sort((a, b) => a.at - b.at)
  for (const line of lines) console.log(`    ${ms(line.at)}  ${line.text}`)
}

/**
 * A CPU profile of the page from before its navigation (open it in Chromium's DevTools,
 * Performance panel); the profiler samples the page's main thread only.
 */
export async function startProfile(page: Page): Promise<{ stop: (file: string) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  return {
    stop: async (file) => {
      const { profile } = await cdp.send('Profiler.stop')
      fs.writeFileSync(file, JSON.stringify(profile))
      await cdp.detach()
      console.log(`    CPU profile: ${file}`)
    },
  }
}
