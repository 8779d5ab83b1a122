import { useMutation } from '@tanstack/react-query'
import {
  LEAD_FORM_PATHS,
  ZLeadForm,
  type TAddLeadFormField,
  type TLeadForm,
  type TReorderLeadForm,
  type TUpdateLeadFormField,
} from '../../../../contract/lead-form.ts'
import { http } from '../../../lib/http.ts'

// Online only, not through the outbox: settings are judged by the server when they are made.
// Silent: the dialog or the screen shows the server's reason itself.
const write = { schema: ZLeadForm, silent: true } as const

export type TLeadFormChange =
  | { kind: 'add'; body: TAddLeadFormField }
  | { kind: 'update'; key: string; body: TUpdateLeadFormField }
  | { kind: 'reorder'; body: TReorderLeadForm }

function send(slug: string, change: TLeadFormChange): Promise<TLeadForm> {
  switch (change.kind) {
    case 'add':
      return http.post(LEAD_FORM_PATHS.fields(slug), change.body, write)
    case 'update':
      return http.patch(LEAD_FORM_PATHS.field(slug, change.key), change.body, write)
    case 'reorder':
      return http.put(LEAD_FORM_PATHS.reorder(slug), change.body, write)
  }
}

/**
 * A change of the form; `onChanged` gets the answer (the new version), which the route puts
 * where the lead screens read the definition.
 */
export function useChangeLeadForm(slug: string, onChanged: (form: TLeadForm) => void) {
  return useMutation({
    mutationFn: (change: TLeadFormChange) => send(slug, change),
    onSuccess: onChanged,
  })
}
