import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { XLSX_MEDIA_TYPE } from '../../../../../contract/dashboards.ts'
import { REPORT_MESSAGES } from '../../../../../contract/reports.ts'
import type { Db } from '../../../db/client.ts'
import type { Mailer } from '../../../mailer.ts'
import type { ObjectStore } from '../../../object-store.ts'
import { JobTakenOver, writeLeadReportFile } from './lead-report-file.ts'
import {
  claimNextJob,
  claimNextSend,
  expireJobs,
  finishJob,
  finishSend,
  type JobRow,
} from './reports.repository.ts'
import { fileNameOf } from './reports.service.ts'

/** A worker that has not recorded progress for this long is taken to have died. */
const STALE_MS = 2 * 60_000
const MESSAGE_MAX = 500
const DAY_MS = 86_400_000
/** How often an idle worker looks for files past their retention, and how many it takes at once. */
const PURGE_EVERY_MS = 10 * 60_000
const PURGE_BATCH = 50

/** Another kind of job this worker runs, claimed as report jobs are (bulk lead uploads). */
export interface JobQueue {
  /** Does one job, if any is waiting; whether it did. */
  runNext(worker: string, now: () => Date, staleBefore: Date): Promise<boolean>
  /** Drops at most `limit` things past keeping, with the report files; how many. */
  purge?(now: Date, limit: number): Promise<number>
}

export interface ReportWorkerDeps {
  db: Db
  objects: ObjectStore
  mailer: Mailer
  log: FastifyBaseLogger
  /** How often to look for work when not told of any; 1 s unless a test wants otherwise. */
  pollMs?: number
  /** How long a report file is kept after its job completes (REPORT_RETENTION_DAYS); 7 days. */
  retentionMs?: number
  now?: () => Date
  /** Other jobs, taken after report files and before sendings. */
  queues?: JobQueue[]
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_MAX)

/**
 * Makes report files and sends reports, in every server process: each job and each sending is
 * claimed by exactly one process (reports.repository.ts, SKIP LOCKED), so several processes on
 * one PostgreSQL share the queue. Started with the server, stopped (after the current piece of
 * work) when it closes.
 */
export class ReportWorker {
  readonly id = `${process.pid}:${randomUUID()}`
  private running = false
  private loop: Promise<void> | null = null
  private wake: (() => void) | null = null
  private readonly now: () => Date
  private purgeDueAt = 0

  constructor(private readonly deps: ReportWorkerDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.loop = this.run()
  }

  /** Work was queued: look now rather than at the next poll. */
  kick(): void {
    this.wake?.()
  }

  async stop(): Promise<void> {
    this.running = false
    this.kick()
    await this.loop
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false
      try {
        worked = await this.runOnce()
      } catch (error) {
        this.deps.log.error({ err: error }, 'report worker failed to claim work')
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.deps.pollMs ?? 1000)
          this.wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        this.wake = null
      }
    }
  }

  /** Does one job or one sending, if any is waiting; whether it did. */
  async runOnce(): Promise<boolean> {
    const staleBefore = new Date(this.now().getTime() - STALE_MS)
    const job = await claimNextJob(this.deps.db, this.id, this.now(), staleBefore)
    if (job) {
      await this.make(job)
      return true
    }
    for (const queue of this.deps.queues ?? []) {
      if (await queue.runNext(this.id, this.now, staleBefore)) {
        this.kick()
        return true
      }
    }
    const send = await claimNextSend(this.deps.db, this.now(), staleBefore)
    if (send) {
      await this.send(send.send.id, send.send.emails, send.job)
      return true
    }
    if (this.now().getTime() < this.purgeDueAt) return false
    const purged = await this.purgeExpired()
    // A full batch may leave more for the next turn; otherwise look again in a while.
    if (purged < PURGE_BATCH) this.purgeDueAt = this.now().getTime() + PURGE_EVERY_MS
    return purged > 0
  }

  /**
   * Deletes the files of jobs completed longer ago than the retention and marks the jobs
   * expired, a batch at a time, then lets the other queues drop what they no longer keep; how
   * many.
   */
  async purgeExpired(): Promise<number> {
    const { db, objects } = this.deps
    const before = new Date(this.now().getTime() - (this.deps.retentionMs ?? 7 * DAY_MS))
    const expired = await expireJobs(db, before, PURGE_BATCH, (id) => objects.delete('reports', id))
    if (expired.length) this.deps.log.info({ jobs: expired.length }, 'report files expired')
    let purged = expired.length
    for (const queue of this.deps.queues ?? []) {
      purged += (await queue.purge?.(this.now(), PURGE_BATCH)) ?? 0
    }
    return purged
  }

  private async make(job: JobRow): Promise<void> {
    const { db, objects } = this.deps
    try {
      const made = await writeLeadReportFile(db, objects, job, this.id, this.now)
      await finishJob(db, job.id, this.id, { status: 'completed', ...made }, this.now())
    } catch (error) {
      // Another worker has it now: its outcome is the job's.
      if (error instanceof JobTakenOver) return
      this.deps.log.error({ err: error, jobId: job.id }, 'report job failed')
      await finishJob(
        db,
        job.id,
        this.id,
        { status: 'failed', message: messageOf(error) },
        this.now(),
      )
    }
    this.kick()
  }

  private async send(id: string, emails: string[], job: JobRow): Promise<void> {
    const { db, objects, mailer } = this.deps
    try {
      if (job.status === 'expired') throw new Error(REPORT_MESSAGES.fileGone)
      if (job.status !== 'completed')
        throw new Error(`The report could not be made: ${job.message ?? 'unknown error'}`)
      const content = await objects.read('reports', job.id)
      if (!content) throw new Error('The report file is missing')
      const filename = fileNameOf(job)
      await mailer.send({
        to: emails,
        subject: `SiteOffice lead report ${filename.replace(/\.xlsx$/, '')}`,
        text: `The lead report you asked for is attached (${job.rowsWritten} leads).`,
        attachments: [{ filename, contentType: XLSX_MEDIA_TYPE, content }],
      })
      await finishSend(db, id, { status: 'sent', message: null }, this.now())
    } catch (error) {
      this.deps.log.error({ err: error, sendId: id }, 'report sending failed')
      await finishSend(db, id, { status: 'failed', message: messageOf(error) }, this.now())
    }
  }
}
