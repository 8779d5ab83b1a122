export const chatKeys = {
  all: ['chat'] as const,
  conversation: (leadId: string) => ['chat', 'conversation', leadId] as const,
  templates: (leadId: string, userId: string) => ['chat', 'templates', leadId, userId] as const,
  attachments: (projectId: string) => ['chat', 'attachments', projectId] as const,
}
