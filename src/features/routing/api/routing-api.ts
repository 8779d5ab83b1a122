import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  ROUTING_EXECUTIVES_LIMIT,
  ROUTING_PAGE_SIZE,
  ROUTING_PATHS,
  ZRoutingExecutiveList,
  ZRoutingRule,
  ZRoutingRuleList,
  type ZRoutingRuleInput,
} from '../../../../contract/routing-rules.ts'
import { http } from '../../../lib/http.ts'

export type TRuleBody = z.output<typeof ZRoutingRuleInput>

export const routingKeys = {
  all: (slug: string) => ['routing-rules', slug] as const,
  list: (slug: string, pageIndex: number) => ['routing-rules', slug, 'list', pageIndex] as const,
  executives: (slug: string, projectId: string, keyword: string) =>
    ['routing-rules', slug, 'executives', projectId, keyword] as const,
}

/** The rules, 10 a page, with their projects' names. Silent: the list shows its own failure. */
export function ruleListQueryOptions(slug: string, pageIndex: number) {
  return queryOptions({
    queryKey: routingKeys.list(slug, pageIndex),
    queryFn: ({ signal }) =>
      http.get(ROUTING_PATHS.rules(slug), {
        pageIndex,
        query: { limit: ROUTING_PAGE_SIZE, mapRelatedEntities: true },
        schema: ZRoutingRuleList,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })
}

/** Who a rule of the project may name (lead executives, no admins), by keyword. */
export function routingExecutivesQueryOptions(slug: string, projectId: string, keyword: string) {
  return queryOptions({
    queryKey: routingKeys.executives(slug, projectId, keyword),
    queryFn: ({ signal }) =>
      http.get(ROUTING_PATHS.projectExecutives(slug, projectId), {
        query: {
          limit: ROUTING_EXECUTIVES_LIMIT,
          permissionGroup: 'lead',
          keyword: keyword || undefined,
        },
        schema: ZRoutingExecutiveList,
        signal,
        silent: true,
      }),
    enabled: projectId !== '',
    placeholderData: keepPreviousData,
  })
}

// Online only, not through the outbox: settings are judged by the server when they are made.
// Silent: the form or the list shows the server's reason itself.
const write = { schema: ZRoutingRule, silent: true } as const

export const saveRule = (slug: string, body: TRuleBody, ruleId?: string) =>
  ruleId
    ? http.put(ROUTING_PATHS.rule(slug, ruleId), body, write)
    : http.post(ROUTING_PATHS.rules(slug), body, write)

export const setRuleActive = (slug: string, ruleId: string, isActive: boolean) =>
  http.put(ROUTING_PATHS.ruleActive(slug, ruleId), { isActive }, write)

export const setExecutiveActive = (
  slug: string,
  ruleId: string,
  userId: string,
  isActive: boolean,
) => http.patch(ROUTING_PATHS.ruleExecutive(slug, ruleId, userId), { isActive }, write)

export const removeExecutive = (slug: string, ruleId: string, userId: string) =>
  http.delete(ROUTING_PATHS.ruleExecutive(slug, ruleId, userId), write)

/** A change to a rule, then the lists read again. */
export function useRuleChange<A>(slug: string, change: (args: A) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: routingKeys.all(slug) }),
  })
}
