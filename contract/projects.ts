import { z } from 'zod'
import { ZPageInfo } from './common.ts'

/** The project landing: projects the user may work on, with unread counts. */
export const PROJECT_PATHS = {
  list: (slug: string) => `/admin-setup-service/v1/${slug}/projects`,
  resetNotifications: (slug: string, projectId: string) =>
    `/ilead-service/v1/${slug}/projects/${projectId}/notifications/reset`,
} as const

/** The project landing lists up to 100 projects a page. */
export const PROJECTS_LIMIT = 100

export const ZProjectSummary = z.object({
  _id: z.string(),
  projectName: z.string(),
  logo: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  projectStatus: z.string(),
  reraNo: z.string(),
  notificationCount: z.number().int().min(0),
})
export type TProjectSummary = z.infer<typeof ZProjectSummary>

export const ZProjectList = z.object({ items: z.array(ZProjectSummary), pageInfo: ZPageInfo })
export type TProjectList = z.infer<typeof ZProjectList>

export const ZResetNotificationsResponse = z.object({
  projectId: z.string(),
  notificationCount: z.literal(0),
})
