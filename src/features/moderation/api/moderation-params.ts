import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  MODERATION_PATHS,
  ZDefinitionVerdict,
  ZGeneratedDefinition,
  ZModerationParams,
  type TParamsSave,
} from '../../../../contract/agent-moderation.ts'
import { http } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'

export const moderationKeys = {
  params: (slug: string) => ['agent-moderation', slug, 'params'] as const,
}

/** The organisation's scoring parameters (the starting set until it saves its own). */
export function moderationParamsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: moderationKeys.params(slug),
    queryFn: ({ signal }) =>
      http.get(MODERATION_PATHS.params(slug), { schema: ZModerationParams, signal, silent: true }),
  })
}

/** Saves the whole list; its refusal (the total, a label) is shown by the screen. */
export function useSaveModerationParams(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TParamsSave) =>
      http.put(MODERATION_PATHS.params(slug), body, {
        schema: ZModerationParams,
        idempotencyKey: randomId(),
        silent: true,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(moderationKeys.params(slug), saved)
      // Every lead score of the organisation weighs with these now (leadKeys.all's root).
      return queryClient.invalidateQueries({ queryKey: ['leads', slug] })
    },
  })
}

export function useGenerateDefinition(slug: string) {
  return useMutation({
    mutationFn: (label: string) =>
      http.post(
        MODERATION_PATHS.generateDefinition(slug),
        { label },
        { schema: ZGeneratedDefinition, silent: true },
      ),
  })
}

export function useValidateDefinition(slug: string) {
  return useMutation({
    mutationFn: (input: { label: string; definition: string }) =>
      http.post(MODERATION_PATHS.validateDefinition(slug), input, {
        schema: ZDefinitionVerdict,
        silent: true,
      }),
  })
}
