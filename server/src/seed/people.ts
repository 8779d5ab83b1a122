import type { Faker } from '@faker-js/faker'
import type { memberships, userPermissionGroups, users } from '../db/schema.ts'
import { DEMO_USERS, type TDemoUserKey } from './demo-users.ts'
import type { TProjectSeed } from './inventory.ts'
import type { TOrgSeed } from './org.ts'
import type { TPermissionGroupKey } from './permission-groups.ts'
import { DAY_MS } from './random.ts'

type TProfileType = (typeof memberships.$inferInsert)['profileType']

interface TMembershipPlan {
  org: 0 | 1
  profileType: TProfileType
  role: string
  department: string
  isAdmin?: boolean
  group?: TPermissionGroupKey
  /** Limits the group to the organisation's first project (Pune). */
  firstProjectOnly?: boolean
}

const ADMIN = {
  profileType: 'dxpAdmin',
  role: 'Administrator',
  department: 'Administration',
  isAdmin: true,
  group: 'administrator',
} as const
const SALES_MANAGER = {
  profileType: 'bussiness',
  role: 'Sales Manager',
  department: 'Sales',
  group: 'salesManager',
} as const
const SALES_EXECUTIVE = {
  profileType: 'bussiness',
  role: 'Sales Executive',
  department: 'Sales',
  group: 'salesExecutive',
} as const

const MEMBERSHIPS: Record<TDemoUserKey, TMembershipPlan[]> = {
  admin: [
    { org: 0, ...ADMIN },
    { org: 1, ...ADMIN },
  ],
  salesManager: [{ org: 0, ...SALES_MANAGER }],
  salesExecutive: [{ org: 0, ...SALES_EXECUTIVE }],
  salesExecutive2: [{ org: 0, ...SALES_EXECUTIVE }],
  salesExecutiveOneProject: [{ org: 0, ...SALES_EXECUTIVE, firstProjectOnly: true }],
  postSales: [
    {
      org: 0,
      profileType: 'bussiness',
      role: 'CRM Executive',
      department: 'Post Sales',
      group: 'postSales',
    },
  ],
  marketer: [
    {
      org: 0,
      profileType: 'bussiness',
      role: 'Marketing Manager',
      department: 'Marketing',
      group: 'marketing',
    },
  ],
  org2SalesManager: [{ org: 1, ...SALES_MANAGER }],
  // The schema wants a role and department for every membership; a home buyer has neither.
  customer: [{ org: 0, profileType: 'customer', role: 'Customer', department: 'Customer' }],
}

export interface TPeopleRows {
  users: (typeof users.$inferInsert)[]
  memberships: (typeof memberships.$inferInsert)[]
  userPermissionGroups: (typeof userPermissionGroups.$inferInsert)[]
}

export interface TPeopleSeed {
  userIds: Record<TDemoUserKey, string>
  /** Who may own a project's leads: its organisation's sales executives allowed on it. */
  leadOwners: Map<string, string[]>
  /** The sales manager of each organisation, who hands out leads. */
  managers: Map<string, string>
}

export function buildPeople(
  f: Faker,
  orgs: readonly TOrgSeed[],
  projects: readonly TProjectSeed[],
  today: Date,
): { people: TPeopleSeed; rows: TPeopleRows } {
  const rows: TPeopleRows = { users: [], memberships: [], userPermissionGroups: [] }
  const userIds = {} as Record<TDemoUserKey, string>
  const executives: { userId: string; orgId: string; projectIds: string[] }[] = []
  const managers = new Map<string, string>()

  for (const demo of DEMO_USERS) {
    const plans = MEMBERSHIPS[demo.key]
    const home = orgs[plans[0]?.org ?? 0]
    const sex = f.person.sexType()
    const firstName = f.person.firstName(sex)
    const lastName = f.person.lastName()
    const id = f.string.uuid()
    const createdAt = new Date(today.getTime() - f.number.int({ min: 60, max: 200 }) * DAY_MS)
    userIds[demo.key] = id
    rows.users.push({
      id,
      phone: demo.phone,
      firstName,
      lastName,
      // Staff have first.last work addresses; a customer uses a personal one.
      email:
        demo.key === 'customer' || !home
          ? f.internet.email({ firstName, lastName }).toLowerCase()
          : `${firstName}.${lastName}@${home.domain}`.toLowerCase().replaceAll(' ', ''),
      createdAt,
    })
    for (const plan of plans) {
      const org = orgs[plan.org]
      if (!org) throw new Error(`No organisation ${plan.org + 1} for ${demo.key}`)
      rows.memberships.push({
        userId: id,
        orgId: org.id,
        profileType: plan.profileType,
        role: plan.role,
        department: plan.department,
        isAdmin: plan.isAdmin ?? false,
        createdAt,
      })
      if (!plan.group) continue
      const firstProject = projects.find((p) => p.orgId === org.id)
      const projectIds = plan.firstProjectOnly && firstProject ? [firstProject.id] : []
      rows.userPermissionGroups.push({ userId: id, groupId: org.groupIds[plan.group], projectIds })
      if (plan.group === 'salesExecutive')
        executives.push({ userId: id, orgId: org.id, projectIds })
      if (plan.group === 'salesManager') managers.set(org.id, id)
    }
  }

  const leadOwners = new Map<string, string[]>()
  for (const project of projects) {
    const allowed = executives
      .filter(
        (e) =>
          e.orgId === project.orgId &&
          (e.projectIds.length === 0 || e.projectIds.includes(project.id)),
      )
      .map((e) => e.userId)
    // The second organisation is small and has no executives: its manager sells.
    const manager = managers.get(project.orgId)
    leadOwners.set(project.id, allowed.length > 0 ? allowed : manager ? [manager] : [])
  }
  return { people: { userIds, leadOwners, managers }, rows }
}
