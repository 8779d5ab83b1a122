export const chatKeys = {
  all: ['chat'] as const,
  conversation: (leadId: string) => ['chat', 'conversation', leadId] as const,
}
