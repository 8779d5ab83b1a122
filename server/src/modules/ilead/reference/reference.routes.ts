import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm'
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
import { entityLabels, organisations, projects } from '../../../db/schema.ts'
import { notFound } from '../../../errors.ts'
import { pageInfo, ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { reachableProjects } from '../../../security/grants.ts'
import { loadLeadExecutives } from '../leads/executives.ts'
import { fullName } from '../leads/leads.repository.ts'

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
      let parentIds: string[] | undefined
      if (parent) {
        // A sub-source list names its source by id or by name.
        const sources = await app.db
          .select({ id: entityLabels.id })
          .from(entityLabels)
          .where(
            and(
              eq(entityLabels.orgId, orgId),
              eq(entityLabels.entityName, 'leadsource'),
              or(eq(entityLabels.id, parent), eq(entityLabels.labelName, parent)),
            ),
          )
        parentIds = sources.map((s) => s.id)
      }
      const where = and(
        eq(entityLabels.orgId, orgId),
        eq(entityLabels.entityName, entityName),
        eq(entityLabels.isActive, true),
        parentIds ? inArray(entityLabels.parentId, parentIds.length ? parentIds : ['']) : undefined,
      ) as SQL
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(entityLabels)
          .where(where)
          .orderBy(asc(entityLabels.sortOrder), asc(entityLabels.labelName), asc(entityLabels.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(entityLabels).where(where),
      ])
      return {
        items: rows.map((r) => ({
          _id: r.id,
          orgId: r.orgId,
          entityName: r.entityName,
          labelName: r.labelName,
          hasSubSource: r.hasSubSource,
          parentId: r.parentId,
        })),
        pageInfo: pageInfo(page, limit, Number(total?.n ?? 0)),
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
      const [org] = await app.db
        .select()
        .from(organisations)
        .where(eq(organisations.id, auth.orgId))
      if (!org) throw notFound('Organisation not found')
      const reachable = reachableProjects(auth.grants)
      const rows = await app.db
        .select({ _id: projects.id, projectName: projects.name })
        .from(projects)
        .where(
          and(
            eq(projects.orgId, auth.orgId),
            reachable === 'all'
              ? undefined
              : inArray(projects.id, reachable.length ? reachable : ['']),
          ),
        )
        .orderBy(asc(projects.name))
      return { _id: org.id, name: org.name, slug: org.slug, projects: rows }
    },
  )
}
