import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SmsSender } from '../auth/sms.ts'
import { agentRoutes } from './agents/agents.routes.ts'
import type { DefinitionWriter } from './moderation/definition-writer.ts'
import { moderationRoutes } from './moderation/moderation.routes.ts'
import { analyticsRoutes } from './analytics/analytics.routes.ts'
import { bookingRoutes } from './bookings/bookings.routes.ts'
import { callRoutes } from './calls/calls.routes.ts'
import { costSheetRoutes } from './cost-sheets/cost-sheets.routes.ts'
import { paymentPlanRoutes } from './payment-plans/payment-plans.routes.ts'
import { postSalesRoutes } from './post-sales/post-sales.routes.ts'
import { dispositionRoutes } from './calls/dispositions.routes.ts'
import type { RecordingStore } from './calls/recordings-store.ts'
import { recordingRoutes } from './calls/recordings.routes.ts'
import type { TelephonyProvider } from './calls/telephony.ts'
import { dashboardRoutes } from './dashboards/dashboards.routes.ts'
import { leadDetailRoutes } from './lead-details/lead-details.routes.ts'
import { leadFormRoutes } from './lead-form/lead-form.routes.ts'
import { leadRoutes } from './leads/leads.routes.ts'
import { leadNotificationRoutes } from './notifications/lead-notifications.routes.ts'
import { notificationRoutes } from './notifications/notifications.routes.ts'
import { questionnaireRoutes } from './questionnaire/questionnaire.routes.ts'
import { leadReferenceRoutes } from './reference/reference.routes.ts'
import type { LeadScorer } from './scoring/lead-scorer.ts'
import { siteVisitRoutes } from './site-visits/site-visits.routes.ts'
import type { ObjectStore } from '../../object-store.ts'
import type { ReportWorker } from './reports/report-worker.ts'
import { reportRoutes } from './reports/reports.routes.ts'
import { bulkUploadRoutes } from './bulk-upload/bulk-upload.routes.ts'
import { commonDocumentRoutes } from './common-documents/common-documents.routes.ts'
import { constructionProgressRoutes } from './construction-progress/construction-progress.routes.ts'
import { postSalesFileRoutes } from './post-sales-files/post-sales-files.routes.ts'
import { routingRoutes } from './routing/routing.routes.ts'
import { leadStageRoutes } from './stage/lead-stage.routes.ts'
import { taskRoutes } from './tasks/tasks.routes.ts'
import type { WhatsAppDirectory } from './whatsapp/whatsapp.ts'
import { whatsAppRoutes } from './whatsapp/whatsapp.routes.ts'

export interface IleadDeps {
  scorer: LeadScorer
  sms: SmsSender
  telephony: TelephonyProvider
  recordings: RecordingStore
  whatsApp: WhatsAppDirectory
  objects: ObjectStore
  definitions: DefinitionWriter
  reportWorker: ReportWorker
}

/** ilead-service: each area registers its own routes. */
export const ileadRoutes: FastifyPluginAsyncZod<IleadDeps> = async (app, deps) => {
  await app.register(notificationRoutes)
  await app.register(leadRoutes, { scorer: deps.scorer })
  await app.register(leadReferenceRoutes)
  await app.register(leadNotificationRoutes)
  // Lead settings: who new leads without an owner go to.
  await app.register(routingRoutes)
  // Lead settings: the customisable lead form.
  await app.register(leadFormRoutes)
  await app.register(bookingRoutes)
  await app.register(costSheetRoutes)
  await app.register(paymentPlanRoutes)
  // The field actions of a lead: calls, dispositions, tasks, visits, questionnaire, stage.
  await app.register(callRoutes, { telephony: deps.telephony })
  await app.register(dispositionRoutes, { store: deps.recordings })
  await app.register(recordingRoutes, { store: deps.recordings })
  await app.register(taskRoutes)
  await app.register(siteVisitRoutes, { sms: deps.sms })
  await app.register(questionnaireRoutes)
  await app.register(leadStageRoutes)
  // A lead's details for many leads at once: the parts above, read together for offline use.
  await app.register(leadDetailRoutes, { store: deps.recordings })
  await app.register(whatsAppRoutes, { whatsApp: deps.whatsApp })
  // The home dashboard, the reports, saved analytics dashboards and agent performance.
  await app.register(dashboardRoutes)
  await app.register(analyticsRoutes)
  await app.register(agentRoutes)
  await app.register(moderationRoutes, { definitions: deps.definitions })
  // The reports screen: the lead report, report files made by jobs, reports sent by e-mail.
  await app.register(reportRoutes, { objects: deps.objects, worker: deps.reportWorker })
  // Bulk lead upload: the file goes to the object store, the report worker makes its leads.
  await app.register(bulkUploadRoutes, { objects: deps.objects, worker: deps.reportWorker })
  // Post-sales: customers, their payments and receipts, allotment and demand letters.
  await app.register(postSalesRoutes, { objects: deps.objects })
  // Post-sales: files uploaded in parts, common documents, construction progress (decision 0056).
  await app.register(postSalesFileRoutes, { objects: deps.objects })
  await app.register(commonDocumentRoutes, { objects: deps.objects, sms: deps.sms })
  await app.register(constructionProgressRoutes, { objects: deps.objects })
}
