import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { REPORT_PATHS } from '../../../../contract/reports.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { SendReportForm } from './send-report-form.tsx'

const SLUG = 'in/dxp/org-1'
const FILE = {
  type: 'lead-report',
  filterBy: 'createdAt',
  startTime: '2026-02-28T18:30:00.000Z',
  endTime: '2026-03-31T18:30:00.000Z',
} as const

const SENT = {
  _id: 'send-1',
  jobId: 'job-1',
  emails: ['a@example.com'],
  status: 'pending',
  message: null,
  createdAt: '2026-04-01T05:00:00.000Z',
  sentAt: null,
}
const { fetchMock, requestsTo } = stubFetch(() => json(SENT, 201))

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }))

describe('SendReportForm', () => {
  it('asks for an address before sending anything', async () => {
    renderWithProviders(<SendReportForm slug={SLUG} file={FILE} />)
    send()
    expect(await screen.findByText('This field cannot be left blank.')).toBeTruthy()
    expect(screen.getByLabelText(/Email address 1/).getAttribute('aria-invalid')).toBe('true')
    expect(requestsTo(REPORT_PATHS.sendReport(SLUG))).toHaveLength(0)
  })

  it('marks the wrong address on its own field', async () => {
    renderWithProviders(<SendReportForm slug={SLUG} file={FILE} />)
    fireEvent.change(screen.getByLabelText(/Email address 1/), {
      target: { value: 'a@example.com' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }))
    fireEvent.change(screen.getByLabelText(/Email address 2/), {
      target: { value: 'not-an-address' },
    })
    send()
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy()
    expect(screen.getByLabelText(/Email address 2/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText(/Email address 1/).getAttribute('aria-invalid')).toBeNull()
  })

  it('sends the addresses with the screen’s file, and puts a server refusal on its field', async () => {
    renderWithProviders(<SendReportForm slug={SLUG} file={FILE} />)
    fireEvent.change(screen.getByLabelText(/Email address 1/), {
      target: { value: 'a@example.com' },
    })
    send()
    await waitFor(() => expect(requestsTo(REPORT_PATHS.sendReport(SLUG))).toHaveLength(1))
    const [, init] = fetchMock.mock.calls.at(-1)!
    expect(JSON.parse(String(init?.body))).toEqual({ ...FILE, emails: ['a@example.com'] })

    fetchMock.mockImplementation(async () =>
      json(
        {
          message: 'Invalid',
          fields: [{ field: 'emails.0', message: VALIDATION_MESSAGES.invalidEmail }],
        },
        400,
      ),
    )
    fireEvent.change(screen.getByLabelText(/Email address 1/), {
      target: { value: 'b@example.com' },
    })
    send()
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy()
  })

  it('shows why the server would not send it, and keeps the addresses to try again', async () => {
    fetchMock.mockImplementation(async () =>
      json({ message: 'The mail gateway is not answering', code: 'MAIL_DOWN' }, 500),
    )
    renderWithProviders(<SendReportForm slug={SLUG} file={FILE} />)
    const address = screen.getByLabelText(/Email address 1/)
    fireEvent.change(address, { target: { value: 'a@example.com' } })
    send()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The mail gateway is not answering')
    expect(screen.queryByText('The report is on its way')).toBeNull()
    expect((address as HTMLInputElement).value).toBe('a@example.com')
    // Sent the second time: the error goes.
    fetchMock.mockImplementation(async () => json(SENT, 201))
    send()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(requestsTo(REPORT_PATHS.sendReport(SLUG))).toHaveLength(2)
  })
})
