import { z } from 'zod'
import { USER_ASSIGNMENT_MESSAGES } from './messages.ts'
export { USER_ASSIGNMENT_MESSAGES } from './messages.ts'

/**
 * User assignment (spec 002: "project user roles … grouped by department, linked"; decision
 * 0045): who works on a project, through which permission groups. A user's group lists the
 * projects it applies to; an empty list means every project, so assigning and unassigning
 * change that list for one project only and never turn it into "every project" by accident.
 */
const base = (slug: string) => `/admin-setup-service/v1/${slug}`
export const USER_ASSIGNMENT_PATHS = {
  /** GET the project's users by department; POST assigns a user with permission groups. */
  userRoles: (slug: string, projectId: string) => `${base(slug)}/projects/${projectId}/user-roles`,
  /** DELETE: the user no longer works on the project. */
  userRole: (slug: string, projectId: string, userId: string) =>
    `${base(slug)}/projects/${projectId}/user-roles/${userId}`,
} as const

export const GROUPS_PER_ASSIGNMENT_MAX = 20

export const USER_ASSIGNMENT_ERROR_CODES = {
  unknownUser: 'UNKNOWN_USER',
  unknownGroup: 'UNKNOWN_GROUP',
  everyProjectGroup: 'EVERY_PROJECT_GROUP',
  allProjects: 'ALL_PROJECTS',
  notAssigned: 'NOT_ASSIGNED',
} as const

export const ZAssignmentGroup = z.object({
  _id: z.string(),
  displayName: z.string(),
  /** The group reaches every project (no project list, or the wildcard): not set per project. */
  allProjects: z.boolean(),
})
export type TAssignmentGroup = z.infer<typeof ZAssignmentGroup>

export const ZAssignedUser = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  department: z.string(),
  isActive: z.boolean(),
  /** The user's groups that reach this project. */
  groups: z.array(ZAssignmentGroup),
})
export type TAssignedUser = z.infer<typeof ZAssignedUser>

export const ZDepartmentUsers = z.object({
  department: z.string(),
  users: z.array(ZAssignedUser),
})

export const ZCandidate = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  department: z.string(),
})
export type TCandidate = z.infer<typeof ZCandidate>

export const ZProjectUserRoles = z.object({
  projectId: z.string(),
  /** By department name, users by name. */
  departments: z.array(ZDepartmentUsers),
  /** The groups that can be given for one project (the wildcard group cannot). */
  groups: z.array(ZAssignmentGroup.omit({ allProjects: true })),
  /** Active staff of the organisation not on the project yet: whom the picker offers. */
  candidates: z.array(ZCandidate),
})
export type TProjectUserRoles = z.infer<typeof ZProjectUserRoles>

export const ZAssignUserInput = z.object({
  userId: z.string().min(1, USER_ASSIGNMENT_MESSAGES.userRequired),
  groupIds: z
    .array(z.string().min(1))
    .min(1, USER_ASSIGNMENT_MESSAGES.groupsRequired)
    .max(GROUPS_PER_ASSIGNMENT_MAX, USER_ASSIGNMENT_MESSAGES.groupsRequired),
})
export type TAssignUserInput = z.infer<typeof ZAssignUserInput>
