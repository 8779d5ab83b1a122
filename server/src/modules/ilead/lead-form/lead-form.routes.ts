import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  LEAD_FORM_PATHS,
  ZAddLeadFormField,
  ZLeadForm,
  ZReorderLeadForm,
  ZUpdateLeadFormField,
} from '../../../../../contract/lead-form.ts'
import { LEAD_READ_SCOPES } from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { addField, currentForm, reorderFields, updateField } from './lead-form.service.ts'

const ZFieldParams = ZSlugParams.extend({ key: z.string().min(1).max(60) })

/** Lead settings (decision 0036): the scope that edits routing rules edits the form too. */
const EDIT = { access: { scope: 'DXP_MODIFY_ROUTING' } } as const
/** Whoever works leads draws the form; the settings screen reads it too. */
const READ = { access: { scope: [...LEAD_READ_SCOPES, 'DXP_MODIFY_ROUTING'] } } as const

/** Lead settings: the customisable lead form. */
export const leadFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LEAD_FORM_PATHS.form(SLUG_PARAMS),
    { schema: { params: ZSlugParams, response: { 200: ZLeadForm } }, config: READ },
    async (request) => currentForm(app.db, authOf(request).orgId),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: LEAD_FORM_PATHS.fields(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZAddLeadFormField, response: { 201: ZLeadForm } },
      config: EDIT,
    },
    async (request, tx) => ({
      status: 201,
      body: await addField(tx, authOf(request), request.body, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: LEAD_FORM_PATHS.field(SLUG_PARAMS, ':key'),
      schema: { params: ZFieldParams, body: ZUpdateLeadFormField, response: { 200: ZLeadForm } },
      config: EDIT,
    },
    async (request, tx) => ({
      body: await updateField(tx, authOf(request), request.params.key, request.body, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'PUT',
      url: LEAD_FORM_PATHS.reorder(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZReorderLeadForm, response: { 200: ZLeadForm } },
      config: EDIT,
    },
    async (request, tx) => ({
      body: await reorderFields(tx, authOf(request), request.body, new Date()),
    }),
  )
}
