import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_PATHS, type TChatMessage, type TChatTemplate } from '../../../../contract/chat.ts'
import { COST_SHEET_PATHS, type TCostSheetLog } from '../../../../contract/cost-sheet.ts'
import { CONTENT_PATHS, type TAttachmentGroups } from '../../../../contract/project-content.ts'
import type { ChatRoomHandlers } from '../../../lib/chat-socket.ts'
import { getDb } from '../../../lib/db.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import { costSheetLogFixture } from '../../../test-utils/cost-sheet-log.ts'
import { stubLayoutSizes } from '../../../test-utils/layout-sizes.ts'
import { USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse } from '../../../test-utils/stub-fetch.ts'
import { ChatArea } from './chat-area.tsx'

const rooms = vi.hoisted(() => new Map<string, ChatRoomHandlers>())
vi.mock('../../../lib/chat-socket.ts', () => {
  const connection = {
    join: (id: string, handlers: ChatRoomHandlers) => {
      rooms.set(id, handlers)
      return () => rooms.delete(id)
    },
    status: () => 'connected',
    subscribeStatus: () => () => undefined,
    dispose: () => undefined,
  }
  return { chatConnection: () => connection }
})

const connectivity = vi.hoisted(() => ({ now: 'online' as 'online' | 'offline' }))
vi.mock('../../../offline/connectivity/use-connectivity.ts', () => ({
  useConnectivity: () => connectivity.now,
}))

const LEAD = 'lead-1'
const message = (id: string, minute: number, over: Partial<TChatMessage> = {}): TChatMessage => ({
  _id: id,
  conversation_id: LEAD,
  direction: 'out',
  wamid: [],
  payload: { type: 'text', text: `text ${id}` },
  message_status: 'sent',
  created_by: USER_A.userId,
  client_message_id: null,
  createdAt: `2026-11-25T03:${String(minute).padStart(2, '0')}:00.000Z`,
  updatedAt: `2026-11-25T03:${String(minute).padStart(2, '0')}:00.000Z`,
  ...over,
})

const TEMPLATE: TChatTemplate = {
  id: 't-welcome',
  templateName: 'Welcome',
  category: 'WELCOME',
  language: 'en',
  body: 'Hello {{lead_first_name}}, I am {{executive_name}}.',
  variables: [
    { name: 'lead_first_name', value: 'Asha' },
    { name: 'executive_name', value: 'Rohan Mehta' },
  ],
  text: 'Hello Asha, I am Rohan Mehta.',
}

const SLUG = 'in/dxp/org-1'
const PROJECT = 'project-1'
const ATTACHMENTS: TAttachmentGroups = {
  groups: [
    {
      type: 'UNIT_PLANS',
      attachments: [
        {
          id: 'plan-1',
          thumbnail: null,
          labelName: 'A-1203 - 1,180 sq ft',
          fileUrl: '/content-store/v1/objects/project-content/k?expires=1&signature=s',
          fileExtension: 'pdf',
          unitType: '2BHK',
          rendererUrl: null,
          unit3DImageUrl: null,
        },
      ],
    },
    { type: 'DOCUMENT', attachments: [] },
  ],
}
const LOG = costSheetLogFixture({
  leadId: LEAD,
  projectId: PROJECT,
  createdBy: { _id: USER_A.userId, name: 'Rohan Mehta' },
})

let served: TChatMessage[] = []
const fetchMock = vi.fn<typeof fetch>()
// Restored after each test: test files may share a worker's DOM classes.
let restoreSizes = () => {}

beforeEach(() => {
  setOutboxPrincipal(USER_A)
  served = [
    message('b', 2, {
      direction: 'in',
      created_by: null,
      payload: { type: 'text', text: '<b>Hi</b>' },
    }),
    message('a', 1, { message_status: 'read' }),
  ]
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input))
    if (url.pathname === CHAT_PATHS.markRead) return jsonResponse({ totalUnreadMsgs: 0 })
    if (url.pathname === CONTENT_PATHS.attachments(SLUG, PROJECT)) return jsonResponse(ATTACHMENTS)
    if (url.pathname === COST_SHEET_PATHS.logs(SLUG)) return jsonResponse({ items: [LOG] })
    if (url.pathname === CHAT_PATHS.templates) {
      return jsonResponse({
        items: [TEMPLATE],
        pageInfo: { pageNumber: 1, pageSize: 20, totalNumItems: 1 },
      })
    }
    const before = url.searchParams.get('createdAt')
    const items = before ? served.filter((m) => m.createdAt < before) : served.slice(0, 30)
    return jsonResponse({
      items,
      pageInfo: { pageNumber: 1, pageSize: 30, totalNumItems: served.length },
      totalUnreadMsgs: 1,
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  // The virtualised list draws what fits its size: jsdom lays nothing out.
  restoreSizes = stubLayoutSizes(600)
})

afterEach(async () => {
  restoreSizes()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  rooms.clear()
  connectivity.now = 'online'
  setOutboxPrincipal(null)
  await getDb().outbox.clear()
})

const lines = () => screen.getAllByTestId('chat-message')

describe('the chat area', () => {
  it('shows the conversation oldest first, text as text, and marks it read', async () => {
    renderWithProviders(<ChatArea leadId={LEAD} leadName="Asha Kulkarni" userId={USER_A.userId} />)
    await waitFor(() => expect(lines()).toHaveLength(2))
    expect(lines().map((l) => l.getAttribute('data-direction'))).toEqual(['out', 'in'])
    expect(lines()[1]?.textContent).toContain('<b>Hi</b>')
    expect(within(lines()[0]!).getByText('Read')).toBeTruthy()
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes(CHAT_PATHS.markRead))).toBe(
        true,
      ),
    )
  })

  it('puts live messages in place, never moving a read one back', async () => {
    renderWithProviders(<ChatArea leadId={LEAD} leadName="Asha Kulkarni" userId={USER_A.userId} />)
    await waitFor(() => expect(lines()).toHaveLength(2))
    const room = rooms.get(LEAD)!
    act(() => {
      room.updated(message('a', 1, { message_status: 'delivered' }))
      room.created(message('c', 3, { payload: { type: 'text', text: 'new one' } }))
    })
    await waitFor(() => expect(lines()).toHaveLength(3))
    expect(within(lines()[0]!).getByText('Read')).toBeTruthy()
    expect(lines()[2]?.textContent).toContain('new one')
  })

  it('shows a message written here as waiting, then as the server’s, once', async () => {
    renderWithProviders(<ChatArea leadId={LEAD} leadName="Asha Kulkarni" userId={USER_A.userId} />)
    await waitFor(() => expect(lines()).toHaveLength(2))
    const box = screen.getByRole('textbox', { name: 'Message' })
    fireEvent.change(box, { target: { value: 'See you at the site' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(lines()).toHaveLength(3))
    expect(within(lines()[2]!).getByText('Waiting to send')).toBeTruthy()
    const [row] = await getDb().outbox.toArray()
    const body = row?.body as { client_message_id: string }
    act(() => {
      rooms.get(LEAD)!.created(
        message('s', 59, {
          client_message_id: body.client_message_id,
          payload: { type: 'text', text: 'See you at the site' },
        }),
      )
    })
    await waitFor(() => expect(within(lines()[2]!).queryByText('Waiting to send')).toBeNull())
    expect(lines()).toHaveLength(3)
    expect(within(lines()[2]!).getByText('Sent')).toBeTruthy()
  })

  it('offers to send a Not Sent message again, as a new message', async () => {
    served = [message('n', 5, { message_status: 'Not Sent', client_message_id: 'c-old' })]
    renderWithProviders(<ChatArea leadId={LEAD} leadName="Asha Kulkarni" userId={USER_A.userId} />)
    await waitFor(() => expect(lines()).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }))
    await waitFor(async () => expect(await getDb().outbox.count()).toBe(1))
    const [row] = await getDb().outbox.toArray()
    const body = row?.body as { client_message_id: string; payload: unknown }
    expect(body.client_message_id).not.toBe('c-old')
    expect(body.payload).toEqual({ type: 'text', text: 'text n' })
  })

  it('reads the older page by the oldest message’s time as the user scrolls up', async () => {
    served = Array.from({ length: 35 }, (_, i) => message(`m${i}`, 59 - i))
    renderWithProviders(<ChatArea leadId={LEAD} leadName="Asha Kulkarni" userId={USER_A.userId} />)
    const log = await screen.findByRole('log', { name: 'Conversation' })
    log.scrollTop = 0
    fireEvent.scroll(log)
    const cursors = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u)))
        .filter((u) => u.pathname === CHAT_PATHS.chats)
        .map((u) => u.searchParams.get('createdAt'))
    await waitFor(() => expect(cursors()).toEqual([null, served[29]!.createdAt]))
  })

  it('offline, shows the newest page and says older messages need the network', async () => {
    connectivity.now = 'offline'
    served = Array.from({ length: 35 }, (_, i) => message(`m${i}`, 59 - i))
    renderWithProviders(<ChatArea leadId={LEAD} leadName="Asha Kulkarni" userId={USER_A.userId} />)
    const log = await screen.findByRole('log', { name: 'Conversation' })
    expect(await within(log).findByText('Older messages need the network.')).toBeTruthy()
    log.scrollTop = 0
    fireEvent.scroll(log)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const asked = fetchMock.mock.calls
      .map(([u]) => new URL(String(u)))
      .filter((u) => u.pathname === CHAT_PATHS.chats)
    expect(asked.map((u) => u.searchParams.get('createdAt'))).toEqual([null])
  })

  it('says an older page failed, without asking again until told to', async () => {
    served = Array.from({ length: 35 }, (_, i) => message(`m${i}`, 59 - i))
    const page = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (input, init) =>
      new URL(String(input)).searchParams.has('createdAt')
        ? jsonResponse({ message: 'Server down', code: 'DOWN' }, 500)
        : page(input, init),
    )
    renderWithProviders(<ChatArea leadId={LEAD} leadName="Asha Kulkarni" userId={USER_A.userId} />)
    const log = await screen.findByRole('log', { name: 'Conversation' })
    log.scrollTop = 0
    fireEvent.scroll(log)
    const tryAgain = await within(log).findByRole('button', { name: 'Try again' })
    expect(within(log).getByText(/Older messages could not be loaded/)).toBeTruthy()
    const older = () =>
      fetchMock.mock.calls.filter(([u]) => new URL(String(u)).searchParams.has('createdAt')).length
    const before = older()
    fireEvent.scroll(log)
    expect(older()).toBe(before)
    fireEvent.click(tryAgain)
    await waitFor(() => expect(older()).toBe(before + 1))
  })

  it('sends a template, filled for the lead and the user, through the outbox', async () => {
    renderWithProviders(<ChatArea leadId={LEAD} leadName="Asha Kulkarni" userId={USER_A.userId} />)
    await waitFor(() => expect(lines()).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'Templates' }))
    expect(await screen.findByText('Hello Asha, I am Rohan Mehta.')).toBeTruthy()
    const asked = fetchMock.mock.calls
      .map(([u]) => new URL(String(u)))
      .find((u) => u.pathname === CHAT_PATHS.templates)!
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      leadId: LEAD,
      userId: USER_A.userId,
      page: '1',
      limit: '20',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send Welcome' }))
    await waitFor(async () => expect(await getDb().outbox.count()).toBe(1))
    const [row] = await getDb().outbox.toArray()
    expect((row?.body as { payload: unknown }).payload).toEqual({
      type: 'template',
      templateId: 't-welcome',
      name: 'Welcome',
      variables: ['Asha', 'Rohan Mehta'],
      text: 'Hello Asha, I am Rohan Mehta.',
    })
    // Shown at once as waiting, as the lead will read it; the picker closes.
    await waitFor(() => expect(lines()).toHaveLength(3))
    expect(lines()[2]?.textContent).toContain('Hello Asha, I am Rohan Mehta.')
    expect(screen.getByRole('button', { name: 'Templates' })).toBeTruthy()
  })

  it('sends a project file by its id and a cost sheet as its PDF, from the picker', async () => {
    const makeCostSheetPdf = vi.fn(async (_log: TCostSheetLog) =>
      new TextEncoder().encode('%PDF-1.4 x'),
    )
    renderWithProviders(
      <ChatArea
        leadId={LEAD}
        leadName="Asha Kulkarni"
        userId={USER_A.userId}
        attachments={{ slug: SLUG, projectId: PROJECT, makeCostSheetPdf }}
      />,
    )
    await waitFor(() => expect(lines()).toHaveLength(2))
    const attach = screen.getByRole('button', { name: 'Attach file' })
    fireEvent.click(attach)
    const picker = await screen.findByRole('dialog', { name: 'Send a file' })
    // Groups with items only, in the spec's order.
    await within(picker).findByText('Cost sheets')
    expect(
      within(picker)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Unit plans', 'Cost sheets'])
    fireEvent.click(within(picker).getByRole('button', { name: 'Send A-1203 - 1,180 sq ft' }))
    await waitFor(async () => expect(await getDb().outbox.count()).toBe(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(attach)
    const again = await screen.findByRole('dialog', { name: 'Send a file' })
    fireEvent.click(
      await within(again).findByRole('button', { name: 'Send Tower B · B-402 - 950 sq ft' }),
    )
    await waitFor(async () => expect(await getDb().outbox.count()).toBe(2))
    expect(makeCostSheetPdf).toHaveBeenCalledWith(LOG)
    const files = (await getDb().outbox.toArray()).map(
      (row) => (row.body as { payload: { files: Record<string, string>[] } }).payload.files[0]!,
    )
    expect(files.find((f) => f.contentId)).toMatchObject({
      contentId: 'plan-1',
      labelName: 'A-1203 - 1,180 sq ft',
    })
    expect(files.find((f) => f.content)).toMatchObject({
      fileExtension: 'pdf',
      labelName: 'Tower B · B-402 - 950 sq ft',
      content: btoa('%PDF-1.4 x'),
    })
  })
})
