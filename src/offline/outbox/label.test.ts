import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { outboxLabelText, toOutboxLabel } from './label.ts'

describe('outbox labels', () => {
  it('stores a catalogue message as data and renders it in the language active later', () => {
    const projectName = 'Green Meadows'
    const descriptor = msg`Mark notifications of ${projectName} as read`
    const stored = structuredClone(toOutboxLabel(descriptor))
    expect(stored).toEqual({
      id: descriptor.id,
      message: 'Mark notifications of {projectName} as read',
      values: { projectName: 'Green Meadows' },
    })

    const i18n = setupI18n()
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(outboxLabelText(stored, i18n)).toBe('Mark notifications of Green Meadows as read')

    // A production build keeps only the id: the catalogue has the text.
    const hindi = setupI18n()
    hindi.loadAndActivate({
      locale: 'hi',
      messages: { [descriptor.id]: '{projectName} की सूचनाएँ पढ़ी हुई चिह्नित करें' },
    })
    const { message: _source, ...idOnly } = stored as { message?: string }
    expect(outboxLabelText(idOnly as typeof stored, hindi)).toBe(
      'Green Meadows की सूचनाएँ पढ़ी हुई चिह्नित करें',
    )
  })

  it('keeps text that came from data as it is', () => {
    expect(outboxLabelText(toOutboxLabel('Call Asha'), setupI18n())).toBe('Call Asha')
  })
})
