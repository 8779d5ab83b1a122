/** The lead page's action panels, by the element id the quick actions go to. */
export const ACTION_SECTIONS = {
  calls: 'lead-action-calls',
  tasks: 'lead-action-tasks',
  visits: 'lead-action-visits',
  stage: 'lead-action-stage',
} as const
export type TActionSection = keyof typeof ACTION_SECTIONS
