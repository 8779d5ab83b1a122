import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ROUTING_MESSAGES, ROUTING_PATHS } from '../../../../contract/routing-rules.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { RoutingRuleForm } from './routing-rule-form.tsx'

const SLUG = 'in/dxp/org-1'
const PROJECTS = [
  { _id: 'p1', projectName: 'Sharma Riverside' },
  { _id: 'p2', projectName: 'Green Acres' },
]
const person = (id: string, firstName: string, lastName: string) => ({
  _id: id,
  profile: { firstName, lastName },
  userHash: `hash-${id}`,
})
const EXECUTIVES = [person('u1', 'Priya', 'Nair'), person('u2', 'Ravi', 'Shah')]
const RULE = {
  _id: 'rule-1',
  projectId: 'p1',
  project: { _id: 'p1', projectName: 'Sharma Riverside' },
  isActive: true,
  executives: [{ ...EXECUTIVES[0]!, isActive: true }],
  createdAt: '2026-11-24T05:00:00.000Z',
  updatedAt: '2026-11-24T05:00:00.000Z',
}

const { fetchMock, requestsTo } = stubFetch((url) =>
  url.pathname.endsWith('/routing-executives')
    ? json({
        items: EXECUTIVES.filter((e) =>
          `${e.profile.firstName} ${e.profile.lastName}`
            .toLowerCase()
            .includes((url.searchParams.get('keyword') ?? '').toLowerCase()),
        ),
      })
    : json(RULE, 201),
)

const writes = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')

describe('RoutingRuleForm', () => {
  it('asks for a project and at least one executive before saving', async () => {
    renderWithProviders(<RoutingRuleForm slug={SLUG} projects={PROJECTS} onDone={vi.fn()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Create rule' }))
    expect(await screen.findByText('Pick at least one executive')).toBeTruthy()
    expect(screen.getByLabelText(/^Project/).getAttribute('aria-invalid')).toBe('true')
    expect(writes()).toHaveLength(0)
  })

  it('picks executives of the chosen project by keyword and saves them in turn order', async () => {
    const onDone = vi.fn()
    renderWithProviders(<RoutingRuleForm slug={SLUG} projects={PROJECTS} onDone={onDone} />)
    fireEvent.change(screen.getByLabelText(/^Project/), { target: { value: 'p1' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Add Ravi Shah' }))
    fireEvent.change(screen.getByLabelText('Find executives'), { target: { value: 'priya' } })
    // The picker asks the server with the keyword once typing pauses, and shows only its answer.
    await waitFor(() =>
      expect(
        requestsTo(ROUTING_PATHS.projectExecutives(SLUG, 'p1')).map((u) =>
          u.searchParams.get('keyword'),
        ),
      ).toContain('priya'),
    )
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Added: Ravi Shah' })).toBeNull(),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add Priya Nair' }))
    fireEvent.click(screen.getByRole('button', { name: 'Create rule' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    const [url, init] = writes()[0]!
    expect(new URL(String(url)).pathname).toBe(ROUTING_PATHS.rules(SLUG))
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      projectId: 'p1',
      isActive: true,
      executives: [
        { userId: 'u2', isActive: true },
        { userId: 'u1', isActive: true },
      ],
    })
  })

  it('edits a rule with PUT and puts the server’s refusal on the field it names', async () => {
    fetchMock.mockImplementation(async (input) =>
      new URL(String(input)).pathname.endsWith('/routing-executives')
        ? json({ items: EXECUTIVES })
        : json(
            {
              message: ROUTING_MESSAGES.activeExists,
              code: 'ROUTING_RULE_ACTIVE_EXISTS',
              fields: [{ field: 'isActive', message: ROUTING_MESSAGES.activeExists }],
            },
            409,
          ),
    )
    const onDone = vi.fn()
    renderWithProviders(
      <RoutingRuleForm slug={SLUG} projects={PROJECTS} rule={RULE} onDone={onDone} />,
    )
    expect(screen.getByRole('list', { name: 'Executives, in turn order' }).textContent).toContain(
      'Priya Nair',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    expect(await screen.findByText(ROUTING_MESSAGES.activeExists)).toBeTruthy()
    const [url, init] = writes()[0]!
    expect(new URL(String(url)).pathname).toBe(ROUTING_PATHS.rule(SLUG, 'rule-1'))
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toMatchObject({ projectId: 'p1' })
    expect(onDone).not.toHaveBeenCalled()
  })
})
