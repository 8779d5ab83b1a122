/** When the current legal texts took effect; change it with any change of substance. */
export const LEGAL_EFFECTIVE_DATE = new Date('2026-11-21T00:00:00+05:30')
