import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SmsSender } from '../auth/sms.ts'
import { callRoutes } from './calls.routes.ts'
import { dispositionRoutes } from './dispositions.routes.ts'
import { leadDetailRoutes } from './lead-details.routes.ts'
import { leadStageRoutes } from './lead-stage.routes.ts'
import { questionnaireRoutes } from './questionnaire.routes.ts'
import { recordingRoutes } from './recordings.routes.ts'
import type { RecordingStore } from './recordings-store.ts'
import { siteVisitRoutes } from './site-visits.routes.ts'
import { taskRoutes } from './tasks.routes.ts'
import type { TelephonyProvider } from './telephony.ts'

export interface FieldActionDeps {
  sms: SmsSender
  telephony: TelephonyProvider
  recordings: RecordingStore
}

/** The field actions of a lead (issue 7): calls, dispositions, tasks, visits, questionnaire, stage. */
export const fieldActionRoutes: FastifyPluginAsyncZod<FieldActionDeps> = async (app, deps) => {
  await app.register(callRoutes, { telephony: deps.telephony })
  await app.register(dispositionRoutes, { store: deps.recordings })
  await app.register(recordingRoutes, { store: deps.recordings })
  await app.register(taskRoutes)
  await app.register(siteVisitRoutes, { sms: deps.sms })
  await app.register(questionnaireRoutes)
  await app.register(leadStageRoutes)
  // A lead's details for many leads at once: the parts above, read together for offline use.
  await app.register(leadDetailRoutes, { store: deps.recordings })
}
