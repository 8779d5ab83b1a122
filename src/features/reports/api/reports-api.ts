import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { TDashboardQuery } from '../../../../contract/dashboards.ts'
import {
  REPORT_PATHS,
  ZAxisOptions,
  ZLeadReport,
  ZReportJob,
  ZReportJobList,
  ZReportLog,
  ZReportLogEntry,
  ZReportProjects,
  type TLeadReportAxis,
  type TReportFileQuery,
  type TReportJob,
  type TSendReport,
} from '../../../../contract/reports.ts'
import { http, request, type DownloadedFile } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'

export const reportKeys = {
  part: (slug: string, part: string, ...rest: unknown[]) =>
    ['reports', slug, part, ...rest] as const,
}

/** The file a screen's filters describe: the lead report, over the dashboard's range and basis. */
export function fileQuery(query: TDashboardQuery): TReportFileQuery {
  const file: TReportFileQuery = {
    type: 'lead-report',
    filterBy: query.dateField,
    startTime: query.startTime,
    endTime: query.endTime,
  }
  if (query.projectId) file.projectId = query.projectId
  return file
}

/** The file a job was made for: preparing it again asks for the same. */
export function fileOfJob(job: TReportJob): TReportFileQuery {
  const file: TReportFileQuery = {
    type: job.type,
    filterBy: job.filterBy,
    startTime: job.startTime,
    endTime: job.endTime,
  }
  if (job.projectId) file.projectId = job.projectId
  return file
}

/** While a job runs it is asked again this often (spec: every 1–2 s). */
const JOB_POLL_MS = 1500

// Silent everywhere: each part of the screen shows its own failure in place.
export const reportQueries = {
  projects: (slug: string) =>
    queryOptions({
      queryKey: reportKeys.part(slug, 'projects'),
      queryFn: ({ signal }) =>
        http.get(REPORT_PATHS.reportProjects(slug), {
          schema: ZReportProjects,
          signal,
          silent: true,
        }),
      staleTime: 5 * 60_000,
    }),
  axisOptions: (slug: string) =>
    queryOptions({
      queryKey: reportKeys.part(slug, 'axis-options'),
      queryFn: ({ signal }) =>
        http.get(REPORT_PATHS.axisOptions(slug), { schema: ZAxisOptions, signal, silent: true }),
      staleTime: Infinity,
    }),
  leadReport: (
    slug: string,
    body: TDashboardQuery & { xAxis: TLeadReportAxis; yAxis: TLeadReportAxis },
  ) =>
    queryOptions({
      queryKey: reportKeys.part(slug, 'lead-report', body),
      queryFn: ({ signal }) =>
        http.post(REPORT_PATHS.leadReport(slug), body, {
          schema: ZLeadReport,
          signal,
          silent: true,
        }),
      placeholderData: keepPreviousData,
    }),
  /** A job followed until it ends: asked again every JOB_POLL_MS while it is processing. */
  job: (slug: string, id: string) =>
    queryOptions({
      queryKey: reportKeys.part(slug, 'job', id),
      queryFn: ({ signal }) =>
        http.get(REPORT_PATHS.job(slug, id), { schema: ZReportJob, signal, silent: true }),
      refetchInterval: (query) =>
        query.state.data?.status === 'processing' || query.state.data === undefined
          ? JOB_POLL_MS
          : false,
    }),
  reportLog: (slug: string, pageIndex: number) =>
    queryOptions({
      queryKey: reportKeys.part(slug, 'log', pageIndex),
      queryFn: ({ signal }) =>
        http.get(REPORT_PATHS.reportLog(slug), {
          pageIndex,
          schema: ZReportLog,
          signal,
          silent: true,
        }),
      placeholderData: keepPreviousData,
      // A sending is done by the worker after the request: its page is asked again until it ends.
      refetchInterval: (query) =>
        query.state.data?.items.some((entry) => entry.status === 'pending') ? JOB_POLL_MS : false,
    }),
  history: (slug: string, projectId: string | undefined, pageIndex: number) =>
    queryOptions({
      queryKey: reportKeys.part(slug, 'history', projectId ?? null, pageIndex),
      queryFn: ({ signal }) =>
        http.get(REPORT_PATHS.processingHistory(slug), {
          query: { reportType: 'lead-report', ...(projectId ? { projectId } : {}) },
          pageIndex,
          schema: ZReportJobList,
          signal,
          silent: true,
        }),
      placeholderData: keepPreviousData,
      // A file prepared from here runs in the background: its row is asked again until it ends.
      refetchInterval: (query) =>
        query.state.data?.items.some((job) => job.status === 'processing') ? JOB_POLL_MS : false,
    }),
}

/** Starts the file's job, or answers the one already running for the same file. */
export function requestReportFile(slug: string, query: TReportFileQuery): Promise<TReportJob> {
  return http.get(REPORT_PATHS.downloadLink(slug), { query, schema: ZReportJob, silent: true })
}

// A refusal comes back as JSON; the file itself as a workbook.
const ACCEPT = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- media types, not text
  Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
}

/** A completed job's file, fetched with the session's bearer token (a link alone has none). */
export function downloadJobFile(slug: string, id: string): Promise<DownloadedFile> {
  return request<DownloadedFile>(
    REPORT_PATHS.jobFile(slug, id),
    { method: 'GET', silent: true, headers: ACCEPT, timeoutMs: 120_000 },
    true,
  )
}

export function sendReport(slug: string, body: TSendReport) {
  return http.post(REPORT_PATHS.sendReport(slug), body, {
    schema: ZReportLogEntry,
    idempotencyKey: randomId(),
    silent: true,
  })
}
