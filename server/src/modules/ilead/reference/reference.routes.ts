import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  LEAD_PATHS,
  ZEntityLabelList,
  ZEntityLabelQuery,
  ZExecutiveList,
  ZExecutiveQuery,
  ZOrgData,
  LEAD_READ_SCOPES,
} from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { notFound } from '../../../errors.ts'
import { pageInfo, ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { reachableProjects } from '../../../security/grants.ts'
import { loadLeadExecutives } from '../leads/executives.service.ts'
import { fullName } from '../leads/leads.repository.ts'
import { labelPage, leadSourceIds, organisationById, projectNames } from './reference.repository.ts'

/** Reference data every lead screen reads: label lists, the people leads go to, the projects. */
export const leadReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LEAD_PATHS.entityLabels(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZEntityLabelQuery,
        response: { 200: ZEntityLabelList },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const { orgId } = authOf(request)
      const { entityName, page, limit, parent } = request.query
      if (entityName === 'agentName') {
        // The executives as a label list: what the "assigned to" filter offers.
        const people = await loadLeadExecutives(app.db, orgId)
        return {
          items: people.slice((page - 1) * limit, page * limit).map((p) => ({
            _id: p.id,
            orgId,
            entityName,
            labelName: fullName(p),
            hasSubSource: false,
            parentId: null,
          })),
          pageInfo: pageInfo(page, limit, people.length),
        }
      }
      // A sub-source list names its source by id or by name.
      const parentIds = parent ? await leadSourceIds(app.db, orgId, parent) : undefined
      const { rows, pageInfo: info } = await labelPage(
        app.db,
        { orgId, entityName, ...(parentIds ? { parentIds } : {}) },
        { page, limit },
      )
      return {
        items: rows.map((r) => ({
          _id: r.id,
          orgId: r.orgId,
          entityName: r.entityName,
          labelName: r.labelName,
          hasSubSource: r.hasSubSource,
          parentId: r.parentId,
        })),
        pageInfo: info,
      }
    },
  )

  app.get(
    LEAD_PATHS.executives(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZExecutiveQuery,
        response: { 200: ZExecutiveList },
      },
      config: { access: { scope: LEAD_READ_SCOPES } },
    },
    async (request) => {
      const { orgId } = authOf(request)
      const { projectId, keyword, limit } = request.query
      const term = keyword?.toLocaleLowerCase('en-IN')
      const people = (await loadLeadExecutives(app.db, orgId)).filter(
        (p) =>
          (!projectId || p.projectIds.includes(projectId)) &&
          (!term || fullName(p).toLocaleLowerCase('en-IN').includes(term)),
      )
      return {
        items: people.slice(0, limit).map((p) => ({
          _id: p.id,
          profile: { firstName: p.firstName, lastName: p.lastName },
          projectIds: p.projectIds,
        })),
      }
    },
  )

  app.get(
    LEAD_PATHS.orgData(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZOrgData } },
      config: { access: 'staff' },
    },
    async (request) => {
      const auth = authOf(request)
      const org = await organisationById(app.db, auth.orgId)
      if (!org) throw notFound('Organisation not found')
      const rows = await projectNames(app.db, auth.orgId, reachableProjects(auth.grants))
      return { _id: org.id, name: org.name, slug: org.slug, projects: rows }
    },
  )
}
