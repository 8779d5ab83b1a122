/**
 * Runs `task` once the browser has painted the next frame: what an input changed at once (a
 * tab's selection, a select's value) reaches the screen before the work it starts (a new URL,
 * a screen drawn again) holds the main thread. Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    // The frame's paint follows its animation callbacks; a task queued now runs after it.
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
