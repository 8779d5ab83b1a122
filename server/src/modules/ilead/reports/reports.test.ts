import { randomUUID } from 'node:crypto'
import ExcelJS from 'exceljs'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import { dashboardRange, rangeQuery } from '../../../../../contract/dashboard-filters.ts'
import { XLSX_MEDIA_TYPE } from '../../../../../contract/dashboards.ts'
import { maskPhone } from '../../../../../contract/masking.ts'
import {
  DEV_MAIL_OUTBOX_PATH,
  LEAD_REPORT_AXES,
  LEAD_REPORT_COLUMNS,
  REPORT_ERROR_CODES,
  REPORT_MESSAGES,
  REPORT_PATHS,
  type TAxisOptions,
  type TDevMailOutbox,
  type TLeadReport,
  type TLeadReportAxis,
  type TReportJob,
  type TReportJobList,
  type TReportLog,
  type TReportLogEntry,
  type TReportProjects,
} from '../../../../../contract/reports.ts'
import { VALIDATION_MESSAGES } from '../../../../../contract/validators.ts'
import { leads, reportJobs, reportSends } from '../../../db/schema.ts'
import { EmbeddedObjectStore, type ObjectStore } from '../../../object-store.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'
import { indiaDateTime } from './lead-report-file.ts'
import { ReportWorker } from './report-worker.ts'
import { claimNextJob } from './reports.repository.ts'

/**
 * The reports screen's calls against the real server: the pivot against SQL written here, the
 * lead report file made by the worker and parsed back, mailing through the development outbox,
 * the report log and processing history, and the job queue: many claimers at once never take
 * one job twice, and a job that fails ends failed with its message.
 */

const NOW = new Date()
const DAY = 86_400_000
const EVIL = '=HYPERLINK("http://x","y")'

let suite: LeadSuite
let reporter: TSession
let reporterP1: TSession
const slug = () => suite.world.slug
const range = () => rangeQuery(dashboardRange({ preset: 'last30Days' }, NOW))

beforeAll(async () => {
  // Jobs are taken when the server is told of them: a job inserted by a test waits for the test.
  suite = await startLeadSuite({ reportPollMs: 3_600_000 })
  const { server, world } = suite
  const people = [world.user.salesExecutive, world.user.salesManager, null]
  for (let i = 0; i < 40; i++) {
    await insertLead(server, world, {
      fullName: i === 0 ? EVIL : `Lead ${i}`,
      projectId: [world.p1, world.p2, world.p3][i % 3],
      sourceOfLead: ['Digital', 'Walk-in', '@SUM(1)'][i % 3],
      subSourceOfLead: i % 4 === 0 ? null : ['Google', 'Facebook'][i % 2],
      leadStatus: ['New Lead', 'Qualified', 'Booked'][i % 3],
      assigneeId: people[i % 3],
      createdAt: new Date(NOW.getTime() - (i % 45) * DAY),
      updatedAt: new Date(NOW.getTime() - (i % 7) * DAY),
    })
  }
  // Every lead, numbers masked: reports without the unmask scope.
  const masked = await addMember(server, world, 'reporter', [
    'DXP_LEAD_REPORT',
    'DXP_LEAD_ASSIGNMENT',
  ])
  reporter = await sessionOf(server, masked, world.orgId)
  const p1Only = await addMember(
    server,
    world,
    'reporter-p1',
    ['DXP_LEAD_REPORT', 'DXP_LEAD_ASSIGNMENT'],
    [world.p1],
  )
  reporterP1 = await sessionOf(server, p1Only, world.orgId)
})
afterAll(() => suite.server.close())

function get<T>(session: TSession, path: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return suite.call<T & TApiError>(session, 'GET', `${path}?${qs}`)
}

async function completed(session: TSession, job: TReportJob): Promise<TReportJob> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const res = await get<TReportJob>(session, REPORT_PATHS.job(slug(), job._id))
    expect(res.status).toBe(200)
    if (res.body.status !== 'processing') return res.body
    if (Date.now() > deadline) throw new Error(`job ${job._id} still processing`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function rowsOf(bytes: ArrayBuffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes)
  const sheet = book.worksheets[0]!
  const rows: unknown[][] = []
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

describe('the lead report', () => {
  it('offers its axes for rows and columns', async () => {
    const res = await get<TAxisOptions>(suite.manager, REPORT_PATHS.axisOptions(slug()))
    expect(res.status).toBe(200)
    expect(res.body.xAxis.map((a) => a.key)).toEqual([...LEAD_REPORT_AXES])
    expect(res.body.yAxis.map((a) => a.key)).toEqual([...LEAD_REPORT_AXES])
    expect((await get(suite.exec, REPORT_PATHS.axisOptions(slug()))).status).toBe(403)
  })

  /** Each axis written out here, over `l` (leads), `u` (assignee) and `p` (project). */
  const AXIS_SQL: Record<TLeadReportAxis, string> = {
    source: 'l.source_of_lead',
    subSource: "coalesce(l.sub_source_of_lead, 'Unassigned')",
    stage: 'l.lead_status',
    assignee: "coalesce(u.first_name || ' ' || u.last_name, 'Unassigned')",
    project: 'p.name',
    month: "to_char(l.created_at at time zone 'Asia/Kolkata', 'YYYY-MM')",
  }

  it('counts leads over every pair of axes as SQL does', async () => {
    const r = dashboardRange({ preset: 'last30Days' }, NOW)
    for (const xAxis of LEAD_REPORT_AXES) {
      for (const yAxis of LEAD_REPORT_AXES) {
        if (xAxis === yAxis) continue
        const res = await suite.call<TLeadReport>(
          suite.manager,
          'POST',
          REPORT_PATHS.leadReport(slug()),
          { ...range(), xAxis, yAxis },
        )
        expect(res.status).toBe(200)
        const found = (await suite.server.db.execute(
          sql.raw(`select ${AXIS_SQL[xAxis]} as x, ${AXIS_SQL[yAxis]} as y, count(*) as n
            from leads l left join users u on u.id = l.assignee_id join projects p on p.id = l.project_id
            where l.org_id = '${suite.world.orgId}'
              and l.created_at >= '${r.start.toISOString()}' and l.created_at < '${r.end.toISOString()}'
            group by 1, 2`),
        )) as unknown as { rows: { x: string; y: string; n: string | number }[] }
        const expected = Object.fromEntries(found.rows.map((c) => [`${c.x}|${c.y}`, Number(c.n)]))
        const got = Object.fromEntries(res.body.rows.map((c) => [`${c.xAxis}|${c.yAxis}`, c.value]))
        expect([xAxis, yAxis, got]).toEqual([xAxis, yAxis, expected])
        expect(Object.keys(expected).length).toBeGreaterThan(1)
      }
    }
  })

  it('refuses the same axis twice, and a project the caller does not report on', async () => {
    const same = await suite.call<TApiError>(
      suite.manager,
      'POST',
      REPORT_PATHS.leadReport(slug()),
      { ...range(), xAxis: 'stage', yAxis: 'stage' },
    )
    expect(same.status).toBe(400)
    const notTheirs = await suite.call<TApiError>(
      reporterP1,
      'POST',
      REPORT_PATHS.leadReport(slug()),
      { ...range(), xAxis: 'stage', yAxis: 'source', projectId: suite.world.p2 },
    )
    expect(notTheirs.status).toBe(403)
  })

  it('lists the projects the caller reports on', async () => {
    const all = await get<TReportProjects>(suite.manager, REPORT_PATHS.reportProjects(slug()))
    expect(all.body.items.map((p) => p._id).sort()).toEqual(
      [suite.world.p1, suite.world.p2, suite.world.p3].sort(),
    )
    const one = await get<TReportProjects>(reporterP1, REPORT_PATHS.reportProjects(slug()))
    expect(one.body.items.map((p) => p._id)).toEqual([suite.world.p1])
    expect((await get(suite.exec, REPORT_PATHS.reportProjects(slug()))).status).toBe(403)
  })
})

describe('report files made by jobs', () => {
  it('writes every visible lead, numbers masked without the unmask scope, safe from formulas', async () => {
    const started = await get<TReportJob>(reporter, REPORT_PATHS.downloadLink(slug()), {
      ...range(),
      type: 'lead-report',
      filterBy: 'createdAt',
    })
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ status: 'processing', downloadUrl: null })
    const job = await completed(reporter, started.body)
    expect(job).toMatchObject({ status: 'completed', progress: 100 })
    // Asked again: the same file, not a second job.
    const again = await get<TReportJob>(reporter, REPORT_PATHS.downloadLink(slug()), {
      ...range(),
      filterBy: 'createdAt',
    })
    expect(again.body._id).toBe(job._id)

    const res = await fetch(`${suite.server.url}${job.downloadUrl}`, {
      headers: { authorization: `Bearer ${reporter.accessToken}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE)
    const [header, ...rows] = await rowsOf(await res.arrayBuffer())
    expect(header).toEqual([...LEAD_REPORT_COLUMNS])

    const r = dashboardRange({ preset: 'last30Days' }, NOW)
    const expected = await suite.server.db
      .select()
      .from(leads)
      .where(
        sql`${leads.orgId} = ${suite.world.orgId} and ${leads.createdAt} >= ${r.start} and ${leads.createdAt} < ${r.end}`,
      )
    expect(job.totalRows).toBe(expected.length)
    expect(rows).toHaveLength(expected.length)
    const byName = new Map(rows.map((row) => [row[0], row]))
    for (const lead of expected) {
      const name = lead.fullName === EVIL ? `'${EVIL}` : lead.fullName
      const row = byName.get(name)!
      expect(row[1]).toBe(maskPhone(lead.whatsAppNumber))
      expect(row[2]).toBe(lead.sourceOfLead === '@SUM(1)' ? "'@SUM(1)" : lead.sourceOfLead)
      expect(row[3]).toBe(lead.leadStatus)
      expect(row[6]).toBe(indiaDateTime(lead.createdAt))
      expect(row[7]).toBe(indiaDateTime(lead.updatedAt))
    }

    // The manager may unmask: full numbers.
    const managers = await completed(
      suite.manager,
      (await get<TReportJob>(suite.manager, REPORT_PATHS.downloadLink(slug()), range())).body,
    )
    const full = await fetch(`${suite.server.url}${managers.downloadUrl}`, {
      headers: { authorization: `Bearer ${suite.manager.accessToken}` },
    })
    const numbers = (await rowsOf(await full.arrayBuffer())).slice(1).map((row) => row[1])
    expect(numbers.sort()).toEqual(expected.map((l) => l.whatsAppNumber).sort())

    // Someone else's job does not exist for the caller, file or status.
    const stranger = await fetch(`${suite.server.url}${job.downloadUrl}`, {
      headers: { authorization: `Bearer ${suite.manager.accessToken}` },
    })
    expect(stranger.status).toBe(404)
    expect((await get(suite.manager, REPORT_PATHS.job(slug(), job._id))).status).toBe(404)
  })

  it('writes India times in the spec format', () => {
    expect(indiaDateTime(new Date('2026-03-01T18:29:00Z'))).toBe('01 Mar 2026, 11:59 PM')
    expect(indiaDateTime(new Date('2026-03-01T18:30:00Z'))).toBe('02 Mar 2026, 12:00 AM')
    expect(indiaDateTime(new Date('2026-03-02T06:45:00Z'))).toBe('02 Mar 2026, 12:15 PM')
  })

  it('lists the processing history by project and type, newest first', async () => {
    const p1 = await get<TReportJob>(reporterP1, REPORT_PATHS.downloadLink(slug()), {
      ...range(),
      projectId: suite.world.p1,
    })
    expect(p1.status).toBe(200)
    await completed(reporterP1, p1.body)
    const refused = await get(reporterP1, REPORT_PATHS.downloadLink(slug()), {
      ...range(),
      projectId: suite.world.p2,
    })
    expect(refused.status).toBe(403)
    const history = await get<TReportJobList>(reporterP1, REPORT_PATHS.processingHistory(slug()), {
      projectId: suite.world.p1,
      reportType: 'lead-report',
    })
    expect(history.body.items.map((j) => j._id)).toEqual([p1.body._id])
    expect(history.body.pageInfo.totalNumItems).toBe(1)
  })
})

describe('sending reports', () => {
  it('validates the addresses', async () => {
    const bad = await suite.call<TApiError>(
      suite.manager,
      'POST',
      REPORT_PATHS.sendReport(slug()),
      { ...range(), emails: ['head.office@example.in', 'not-an-address'] },
      { 'idempotency-key': randomUUID() },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual([
      { field: 'emails.1', message: VALIDATION_MESSAGES.invalidEmail },
    ])
  })

  it('mails the file once its job is done, and logs it newest first', async () => {
    const to = ['head.office@example.in', 'Accounts@Example.in']
    const sent = await suite.call<TReportLogEntry>(
      suite.manager,
      'POST',
      REPORT_PATHS.sendReport(slug()),
      { ...range(), filterBy: 'updatedAt', emails: to },
      { 'idempotency-key': randomUUID() },
    )
    expect(sent.status).toBe(201)
    expect(sent.body.status).toBe('pending')
    const deadline = Date.now() + 20_000
    let log: TReportLog
    for (;;) {
      log = (await get<TReportLog>(suite.manager, REPORT_PATHS.reportLog(slug()))).body
      if (log.items[0]?.status !== 'pending' || Date.now() > deadline) break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(log.items[0]).toMatchObject({ _id: sent.body._id, status: 'sent' })

    const outbox = (await (
      await fetch(`${suite.server.url}${DEV_MAIL_OUTBOX_PATH}?to=accounts@example.in`)
    ).json()) as TDevMailOutbox
    const mail = outbox.messages[0]!
    expect(mail.to).toEqual(['head.office@example.in', 'accounts@example.in'])
    expect(mail.attachments[0]!.contentType).toBe(XLSX_MEDIA_TYPE)
    const attached = await rowsOf(
      new Uint8Array(Buffer.from(mail.attachments[0]!.contentBase64, 'base64')).buffer,
    )
    const [job] = await suite.server.db
      .select()
      .from(reportJobs)
      .where(eq(reportJobs.id, sent.body.jobId))
    expect(attached).toHaveLength(job!.totalRows! + 1)

    // A signed-in caller reads only mail to their own address: none of this.
    const own = await get<TDevMailOutbox>(suite.manager, DEV_MAIL_OUTBOX_PATH)
    expect(own.body.messages).toEqual([])
    // A request a proxy relayed is someone else's: the outbox does not exist for it.
    const relayed = await fetch(`${suite.server.url}${DEV_MAIL_OUTBOX_PATH}`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(relayed.status).toBe(404)
  })
})

/** A manager's lead-report job of the last 7 days, as the job table holds it. */
function leadReportJob(createdAt: Date) {
  const r = dashboardRange({ preset: 'last7Days' }, NOW)
  return {
    id: randomUUID(),
    orgId: suite.world.orgId,
    requestedBy: suite.world.user.salesManager,
    grants: [{ name: 'DXP_LEAD_ASSIGNMENT' as const, projects: [] }],
    reportType: 'lead-report' as const,
    filterBy: 'createdAt' as const,
    startTime: r.start,
    endTime: r.end,
    createdAt,
  }
}

describe('the job queue', () => {
  async function queue(n: number): Promise<string[]> {
    const jobs = Array.from({ length: n }, (_, i) => leadReportJob(new Date(NOW.getTime() + i)))
    await suite.server.db.insert(reportJobs).values(jobs)
    return jobs.map((j) => j.id)
  }

  it('never gives one job to two claimers racing for it', async () => {
    const ids = await queue(30)
    const stale = new Date(Date.now() - 60_000)
    const taken: string[][] = Array.from({ length: 6 }, () => [])
    await Promise.all(
      taken.map(async (mine, w) => {
        for (;;) {
          const job = await claimNextJob(suite.server.db, `racer-${w}`, new Date(), stale)
          if (!job) return
          mine.push(job.id)
        }
      }),
    )
    const all = taken.flat()
    expect(all.sort()).toEqual([...ids].sort())
    expect(new Set(all).size).toBe(all.length)
    if (suite.server.database.kind === 'postgres') {
      // On PostgreSQL the claimers ran at once: more than one of them got work.
      expect(taken.filter((t) => t.length > 0).length).toBeGreaterThan(1)
    }
    await suite.server.db.delete(reportJobs).where(inArray(reportJobs.id, ids))
  })

  it('lets two workers share jobs, each made once', async () => {
    const ids = await queue(4)
    const log = suite.server.app.log
    const workers = [0, 1].map(
      () =>
        new ReportWorker({ db: suite.server.db, objects: objectsOf(), mailer: mailerOf(), log }),
    )
    await Promise.all(workers.map(async (w) => void (await drain(w))))
    const rows = await suite.server.db.select().from(reportJobs).where(inArray(reportJobs.id, ids))
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'completed'))
    for (const r of rows) expect(workers.map((w) => w.id)).toContain(r.claimedBy)
  })

  it('records a failed job as failed with its message', async () => {
    const [id] = await queue(1)
    const failing: ObjectStore = Object.assign(Object.create(objectsOf()) as ObjectStore, {
      writer: async () => {
        throw new Error('No space left on the report disk')
      },
    })
    const worker = new ReportWorker({
      db: suite.server.db,
      objects: failing,
      mailer: mailerOf(),
      log: suite.server.app.log,
    })
    // A sending waiting for it is told why, rather than waiting for ever.
    const sendId = randomUUID()
    await suite.server.db.insert(reportSends).values({
      id: sendId,
      orgId: suite.world.orgId,
      sentBy: suite.world.user.salesManager,
      jobId: id!,
      emails: ['head.office@example.in'],
    })
    expect(await worker.runOnce()).toBe(true)
    const [row] = await suite.server.db.select().from(reportJobs).where(eq(reportJobs.id, id!))
    expect(row).toMatchObject({ status: 'failed', message: 'No space left on the report disk' })
    expect(await worker.runOnce()).toBe(true)
    const [send] = await suite.server.db
      .select()
      .from(reportSends)
      .where(eq(reportSends.id, sendId))
    expect(send).toMatchObject({
      status: 'failed',
      message: 'The report could not be made: No space left on the report disk',
    })
  })
})

describe('report file retention', () => {
  it('deletes the files past the retention once, marks their jobs expired, keeps newer ones', async () => {
    const job = (age: number, status: 'completed' | 'failed' = 'completed') => ({
      ...leadReportJob(new Date(NOW.getTime() - age)),
      status,
      progress: 100,
      completedAt: new Date(NOW.getTime() - age),
    })
    const old = [job(8 * DAY), job(7 * DAY + 60_000)]
    const kept = job(7 * DAY - 60_000)
    const failed = job(30 * DAY, 'failed')
    // An old file a sending still waits for stays until it is sent.
    const awaited = job(9 * DAY)
    await suite.server.db.insert(reportJobs).values([...old, kept, failed, awaited])
    await suite.server.db.insert(reportSends).values({
      id: randomUUID(),
      orgId: suite.world.orgId,
      sentBy: suite.world.user.salesManager,
      jobId: awaited.id,
      emails: ['head.office@example.in'],
    })
    const store = objectsOf()
    for (const j of [...old, kept, awaited]) await store.write('reports', j.id, Buffer.from('xlsx'))

    // Two workers purging at once (truly at once on PostgreSQL): each file deleted by one.
    const deleted: string[] = []
    const counting: ObjectStore = Object.assign(Object.create(store) as ObjectStore, {
      delete: async (bucket: 'reports', key: string) => {
        deleted.push(key)
        await store.delete(bucket, key)
      },
    })
    const workers = [0, 1].map(
      () =>
        new ReportWorker({
          db: suite.server.db,
          objects: counting,
          mailer: mailerOf(),
          log: suite.server.app.log,
          retentionMs: 7 * DAY,
          now: () => NOW,
        }),
    )
    const purged = await Promise.all(workers.map((w) => w.purgeExpired()))
    expect(purged.reduce((a, b) => a + b, 0)).toBe(2)
    expect(deleted.sort()).toEqual(old.map((j) => j.id).sort())
    expect(await workers[0]!.purgeExpired()).toBe(0)

    const ids = [...old, kept, failed, awaited].map((j) => j.id)
    const rows = await suite.server.db.select().from(reportJobs).where(inArray(reportJobs.id, ids))
    const statusOf = (id: string) => rows.find((row) => row.id === id)?.status
    expect(ids.map(statusOf)).toEqual(['expired', 'expired', 'completed', 'failed', 'completed'])
    for (const j of old) expect(await store.read('reports', j.id)).toBeNull()
    expect(await store.read('reports', kept.id)).not.toBeNull()
    expect(await store.read('reports', awaited.id)).not.toBeNull()

    // The caller sees it expired, with nothing to download, and asking for the file says why.
    const seen = await get<TReportJob>(suite.manager, REPORT_PATHS.job(slug(), old[0]!.id))
    expect(seen.body).toMatchObject({ status: 'expired', downloadUrl: null })
    const file = await get(suite.manager, REPORT_PATHS.jobFile(slug(), old[0]!.id))
    expect(file.status).toBe(410)
    expect(file.body).toMatchObject({
      code: REPORT_ERROR_CODES.fileGone,
      message: REPORT_MESSAGES.fileGone,
    })
    // A completed job whose file went missing says the same, not a server error.
    await store.delete('reports', kept.id)
    const lost = await get(suite.manager, REPORT_PATHS.jobFile(slug(), kept.id))
    expect([lost.status, lost.body.code]).toEqual([410, REPORT_ERROR_CODES.fileGone])
    // And is expired, so asking for the same file again makes it anew rather than answer this job.
    const [after] = await suite.server.db
      .select()
      .from(reportJobs)
      .where(eq(reportJobs.id, kept.id))
    expect(after?.status).toBe('expired')
    await suite.server.db.delete(reportJobs).where(inArray(reportJobs.id, ids))
  })
})

/** The server's own store (the same directory and secret), for workers made by the tests. */
const objectsOf = (): ObjectStore =>
  new EmbeddedObjectStore(suite.server.app.config.dataDir, suite.server.app.secrets.hmacSecret)
const mailerOf = () => ({ send: async () => {} })

async function drain(worker: ReportWorker) {
  while (await worker.runOnce());
}
