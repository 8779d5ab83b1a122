import type { Faker } from '@faker-js/faker'
import type {
  TLeadBackground,
  TLeadPropertyInterest,
  leadEvents,
  leads,
  siteVisits,
  tasks,
} from '../db/schema.ts'
import { buildSiteVisits, buildTask, type TLeadFacts } from './follow-ups.ts'
import type { TProjectSeed } from './inventory.ts'
import type { TOrgSeed } from './org.ts'
import type { TPeopleSeed } from './people.ts'
import { DAY_MS, HOUR_MS, MINUTE_MS, istAt, istDayStart, roundTo, w } from './random.ts'
import {
  BANKS,
  CARPET_AREA_SQFT,
  DROP_REASONS,
  FLOOR_PREFERENCES,
  LEAD_STATUSES,
  NRI_CITIES,
  OCCUPATIONS,
  OPEN_SUB_STATUSES,
  OTHER_PREFERENCES,
  PROPERTY_STATUSES,
  QUALIFICATIONS,
  type TLeadStatus,
} from './reference-data.ts'

type TLeadRow = typeof leads.$inferInsert
type TEventRow = typeof leadEvents.$inferInsert
type TTaskRow = typeof tasks.$inferInsert
type TVisitRow = typeof siteVisits.$inferInsert

export interface TLeadRows {
  leads: TLeadRow[]
  leadEvents: TEventRow[]
  tasks: TTaskRow[]
  siteVisits: TVisitRow[]
}

export interface TLeadContext {
  today: Date
  orgs: readonly TOrgSeed[]
  projects: readonly TProjectSeed[]
  people: TPeopleSeed
}

/** Lead share per project, in inventory order: Pune, Bengaluru, Hyderabad, then organisation 2. */
const PROJECT_WEIGHTS = [45, 33, 19, 3]
const HISTORY_DAYS = 180
const FUNNEL: readonly TLeadStatus[] = LEAD_STATUSES.filter((s) => s !== 'Dropped')
const ACTIVE: ReadonlySet<TLeadStatus> = new Set([
  'New Lead',
  'Open',
  'Qualified',
  'Site Visit',
  'Opportunity',
])

/** Maps an instant into the same IST day's 09:00 to 21:00, keeping order: nobody calls leads at 2 a.m. */
function officeHours(at: number): number {
  const dayStart = istDayStart(at)
  return dayStart + 9 * HOUR_MS + Math.floor(((at - dayStart) / DAY_MS) * 12 * HOUR_MS)
}

/** Young leads have not had time to move down the funnel; older ones are spread along it. */
function stageWeights(ageDays: number) {
  if (ageDays < 3)
    return [
      w<TLeadStatus>('New Lead', 70),
      w<TLeadStatus>('Open', 25),
      w<TLeadStatus>('Dropped', 5),
    ]
  if (ageDays < 14) {
    return [
      w<TLeadStatus>('New Lead', 25),
      w<TLeadStatus>('Open', 35),
      w<TLeadStatus>('Qualified', 20),
      w<TLeadStatus>('Site Visit', 8),
      w<TLeadStatus>('Opportunity', 2),
      w<TLeadStatus>('Dropped', 10),
    ]
  }
  return [
    w<TLeadStatus>('New Lead', 12),
    w<TLeadStatus>('Open', 28),
    w<TLeadStatus>('Qualified', 15),
    w<TLeadStatus>('Site Visit', 10),
    w<TLeadStatus>('Opportunity', 8),
    w<TLeadStatus>('Booked', 5),
    w<TLeadStatus>('Dropped', 22),
  ]
}

/** How much of the lead form is filled: portal enquiries start almost empty. */
const FORM_FILLED: Record<TLeadStatus, number> = {
  'New Lead': 0.3,
  Open: 0.5,
  Qualified: 0.85,
  'Site Visit': 0.9,
  Opportunity: 0.95,
  Booked: 1,
  Dropped: 0.5,
}

export function buildLeads(f: Faker, ctx: TLeadContext, count: number): TLeadRows {
  const rows: TLeadRows = { leads: [], leadEvents: [], tasks: [], siteVisits: [] }
  const projects = ctx.projects.map((value, index) => w(value, PROJECT_WEIGHTS[index] ?? 1))
  // Booked leads go where flats sell: a new launch has few bookings, a ready project many.
  const bookedIn = ctx.projects.map((value, index) =>
    w(value, (PROJECT_WEIGHTS[index] ?? 1) * Math.max(0.05, value.bookedShare)),
  )
  const usedNumbers = new Set<string>()
  const now = ctx.today.getTime()
  for (let i = 0; i < count; i++) {
    // More recent leads than old ones: marketing spend grows and old leads get cleaned up.
    const daysAgo = Math.floor(HISTORY_DAYS * f.number.float() ** 1.4)
    const hour = f.number.int({ min: 8, max: 21 })
    const created = istAt(ctx.today, -daysAgo, hour, f.number.int(59)).getTime()
    const createdAt = Math.min(created, now - f.number.int({ min: 5, max: 600 }) * MINUTE_MS)
    const stage = f.helpers.weightedArrayElement(stageWeights((now - createdAt) / DAY_MS))
    const project = f.helpers.weightedArrayElement(stage === 'Booked' ? bookedIn : projects)
    const org = ctx.orgs.find((o) => o.id === project.orgId)
    if (!org) throw new Error(`Project ${project.id} has no organisation`)
    new LeadBuilder(f, ctx, org, project, usedNumbers, createdAt, stage).write(rows)
  }
  return rows
}

class LeadBuilder {
  private readonly now: number
  private readonly id: string
  /** The furthest funnel stage reached (for Dropped, the one before dropping). */
  private readonly reached: TLeadStatus
  private readonly assigneeId: string | null

  constructor(
    private readonly f: Faker,
    private readonly ctx: TLeadContext,
    private readonly org: TOrgSeed,
    private readonly project: TProjectSeed,
    private readonly usedNumbers: Set<string>,
    private readonly createdAt: number,
    private readonly stage: TLeadStatus,
  ) {
    this.now = ctx.today.getTime()
    this.id = f.string.uuid()
    // A lead dropped within its first week was dropped before it got anywhere near a visit.
    const dropPoints = [
      w<TLeadStatus>('New Lead', 20),
      w<TLeadStatus>('Open', 40),
      w<TLeadStatus>('Qualified', 25),
      w<TLeadStatus>('Site Visit', 10),
      w<TLeadStatus>('Opportunity', 5),
    ].slice(0, (this.now - this.createdAt) / DAY_MS < 7 ? 2 : undefined)
    this.reached =
      this.stage === 'Dropped' ? f.helpers.weightedArrayElement(dropPoints) : this.stage
    const owners = ctx.people.leadOwners.get(project.id) ?? []
    // Some fresh portal and ad leads are still waiting for the manager to assign them.
    const unassigned = this.stage === 'New Lead' && f.number.float() < 0.25
    this.assigneeId = unassigned || owners.length === 0 ? null : f.helpers.arrayElement(owners)
  }

  write(rows: TLeadRows) {
    const { f, project, stage } = this
    const source = f.helpers.weightedArrayElement(this.org.sources.map((s) => w(s, s.weight)))
    const subSource =
      source.subSources.length > 0 ? f.helpers.arrayElement(source.subSources) : null
    const sex = f.helpers.weightedArrayElement([w('male' as const, 65), w('female' as const, 35)])
    const firstName = f.person.firstName(sex)
    // The lead form accepts letters only; faker sometimes joins two surnames (even the same one) with a hyphen.
    const lastName = f.person.lastName().split('-')[0] ?? ''
    const isNri = f.number.float() < 0.06
    const filled = FORM_FILLED[stage]
    const has = (extra = 0) => f.number.float() < filled + extra
    const interest = this.propertyInterest(has)
    const labels = this.labels(isNri, interest.purposeOfProperty === 'Investment')
    const events = this.history(source.name, subSource)
    const updatedAt = events.at(-1)?.createdAt ?? new Date(this.createdAt)
    const localCity = () => (f.number.float() < 0.65 ? project.city : f.location.city())

    rows.leads.push({
      id: this.id,
      orgId: project.orgId,
      projectId: project.id,
      fullName: `${firstName} ${lastName}`,
      gender: sex === 'male' ? 'Male' : 'Female',
      age: has(0.3)
        ? Math.round((f.number.int({ min: 24, max: 65 }) + f.number.int({ min: 24, max: 65 })) / 2)
        : null,
      whatsAppNumber: this.mobile(),
      alternateNumber: f.number.float() < 0.2 ? this.mobile() : null,
      email: has(0.4)
        ? f.internet.email({ firstName, lastName }).toLowerCase().replaceAll(' ', '')
        : null,
      currentLocation: isNri ? f.helpers.arrayElement(NRI_CITIES) : has(0.3) ? localCity() : null,
      leadStatus: stage,
      subStatus:
        stage === 'Dropped'
          ? f.helpers.arrayElement(DROP_REASONS)
          : stage === 'Open' && f.number.float() < 0.4
            ? f.helpers.arrayElement(OPEN_SUB_STATUSES)
            : null,
      sourceOfLead: source.name,
      subSourceOfLead: subSource,
      labels,
      assigneeId: this.assigneeId,
      propertyInterest: interest,
      background: this.background(has, interest, isNri, localCity),
      createdAt: new Date(this.createdAt),
      updatedAt,
    })
    rows.leadEvents.push(...events)
    const facts: TLeadFacts = {
      id: this.id,
      orgId: project.orgId,
      projectId: project.id,
      assigneeId: this.assigneeId,
      stage,
      reached: this.reached,
      createdAt: this.createdAt,
      updatedAt: updatedAt.getTime(),
    }
    const task = buildTask(f, facts, this.ctx.today)
    if (task) rows.tasks.push(task)
    rows.siteVisits.push(...buildSiteVisits(f, facts, this.ctx.today))
  }

  /** Normalised 10-digit Indian mobile numbers, unique across the seed, never a demo user's. */
  private mobile(): string {
    for (;;) {
      const number = this.f.phone.number({ style: 'mobile' })
      if (number.startsWith('900000000') || this.usedNumbers.has(number)) continue
      this.usedNumbers.add(number)
      return number
    }
  }

  private propertyInterest(has: (extra?: number) => boolean): TLeadPropertyInterest {
    const { f, project } = this
    const types = project.unitTypes
    const first = f.number.int(types.length - 1)
    // Some buyers weigh two adjacent sizes (2 or 3 BHK) against their budget.
    const last = Math.min(types.length - 1, first + (f.number.float() < 0.3 ? 1 : 0))
    const preferredUnitType = types.slice(first, last + 1)
    const lower = CARPET_AREA_SQFT[preferredUnitType[0] ?? '2 BHK'] ?? { min: 650, max: 850 }
    const upper = CARPET_AREA_SQFT[preferredUnitType.at(-1) ?? '2 BHK'] ?? lower
    const rate = project.ratePerSqFt * f.number.float({ min: 0.9, max: 1.15 })
    const purpose = f.helpers.weightedArrayElement([
      w('Self Use', 60),
      w('Investment', 25),
      w('Second Home', 8),
      w('Rental Income', 7),
    ])
    return {
      budgetRange: has(0.4)
        ? {
            min: roundTo(lower.min * rate, 100_000),
            max: roundTo(upper.max * rate * 1.05, 100_000),
          }
        : null,
      purposeOfProperty: has() ? purpose : null,
      preferredUnitType: has(0.5) ? preferredUnitType : [],
      preferredFloor: has() ? [f.helpers.arrayElement(FLOOR_PREFERENCES)] : [],
      propertyStatus: has()
        ? f.number.float() < 0.7 && PROPERTY_STATUSES.includes(project.projectStatus)
          ? project.projectStatus
          : f.helpers.arrayElement(PROPERTY_STATUSES)
        : null,
      otherPreferences:
        has() && f.number.float() < 0.35
          ? f.helpers.arrayElements(OTHER_PREFERENCES, { min: 1, max: 2 }).join(', ')
          : null,
      carpetAreaSqFtRange: has() ? { lower: lower.min, upper: upper.max } : null,
    }
  }

  private background(
    has: (extra?: number) => boolean,
    interest: TLeadPropertyInterest,
    isNri: boolean,
    localCity: () => string,
  ): TLeadBackground {
    const { f, project } = this
    const today = this.ctx.today
    const readyToMove = project.projectStatus === 'Ready to Move'
    const possession = readyToMove
      ? new Date(today.getTime() + f.number.int({ min: 0, max: 90 }) * DAY_MS)
      : new Date(project.completion.getTime() + f.number.int({ min: -180, max: 180 }) * DAY_MS)
    // Home loans in India are capped near five to seven times the buyer's yearly income.
    const budget = interest.budgetRange?.max ?? project.ratePerSqFt * 800
    return {
      occupation: has() ? f.helpers.arrayElement(OCCUPATIONS) : null,
      annualIncome: has(-0.1)
        ? Math.max(400_000, roundTo(budget / f.number.float({ min: 4, max: 8 }), 50_000))
        : null,
      qualification: has(-0.1) ? f.helpers.arrayElement(QUALIFICATIONS) : null,
      fundingIsLoaned: has() ? f.number.float() < 0.72 : null,
      possessionDate: has(-0.1)
        ? { month: possession.getUTCMonth() + 1, year: possession.getUTCFullYear() }
        : null,
      workLocation: has() ? (isNri ? f.helpers.arrayElement(NRI_CITIES) : localCity()) : null,
    }
  }

  private labels(isNri: boolean, isInvestor: boolean): string[] {
    const { f, reached, stage } = this
    const labels: string[] = []
    const hotness =
      stage === 'Dropped'
        ? [w('Cold', 80), w('Warm', 20)]
        : reached === 'Opportunity' || reached === 'Site Visit'
          ? [w('Hot', 60), w('Warm', 35), w('Cold', 5)]
          : reached === 'Qualified'
            ? [w('Hot', 30), w('Warm', 50), w('Cold', 20)]
            : [w('Hot', 10), w('Warm', 40), w('Cold', 50)]
    if (stage !== 'Booked' && (stage !== 'New Lead' || f.number.float() < 0.4)) {
      labels.push(f.helpers.weightedArrayElement(hotness))
    }
    if (isNri) labels.push('NRI')
    if (isInvestor && f.number.float() < 0.6) labels.push('Investor')
    if (f.number.float() < 0.08)
      labels.push(f.helpers.arrayElement(['First-time Buyer', 'Upgrade Buyer']))
    if (labels[0] === 'Hot' && f.number.float() < 0.25) labels.push('Priority')
    return labels
  }

  /** The journey: created, assigned, the status changes that lead to the stage, calls and notes. */
  private history(source: string, subSource: string | null): TEventRow[] {
    const { f, stage, reached, assigneeId } = this
    const event = (
      eventType: string,
      actorId: string | null,
      data: Record<string, unknown>,
      at: number,
    ): TEventRow => ({
      id: f.string.uuid(),
      leadId: this.id,
      actorId,
      eventType,
      data,
      createdAt: new Date(at),
    })
    const events = [
      event(
        'created',
        source === 'Walk-in' ? assigneeId : null,
        { source, subSource, projectId: this.project.id },
        this.createdAt,
      ),
    ]
    let last = this.createdAt
    if (!assigneeId) {
      // Nobody owns it yet: only the automatic WhatsApp welcome has happened.
      events.push(
        event('message', null, { channel: 'WHATSAPP', template: 'Welcome' }, last + MINUTE_MS),
      )
      return events
    }
    last = Math.min(last + f.number.int({ min: 1, max: 30 }) * MINUTE_MS, this.now - MINUTE_MS)
    // Most leads are handed out by routing rules; the rest by the manager.
    const manager =
      f.number.float() < 0.3 ? (this.ctx.people.managers.get(this.project.orgId) ?? null) : null
    events.push(
      event('assigned', manager, { assigneeId, via: manager ? 'manager' : 'routing-rule' }, last),
    )

    const path = FUNNEL.slice(1, FUNNEL.indexOf(reached) + 1)
    if (stage === 'Dropped') path.push('Dropped')
    const target = f.number.int({
      min: Math.max(2, Math.min(5, events.length + (path.length > 0 ? 1 : 0))),
      max: 5,
    })
    const changeCount = Math.min(path.length, target - events.length)
    // Keep the current stage and as many earlier ones as fit; stages may be skipped, never reordered.
    const keep = new Set(f.helpers.arrayElements(path.slice(0, -1), Math.max(0, changeCount - 1)))
    const changes =
      changeCount > 0 ? path.filter((s, i) => i === path.length - 1 || keep.has(s)) : []
    const steps: ({ kind: 'status'; to: TLeadStatus } | { kind: 'activity' })[] = changes.map(
      (to) => ({ kind: 'status', to }),
    )
    for (let n = events.length + changes.length; n < target; n++) {
      steps.splice(f.number.int(Math.max(0, steps.length - 1)), 0, { kind: 'activity' })
    }
    if (steps.length === 0) return events

    const span =
      stage === 'New Lead'
        ? f.number.int({ min: 10, max: 180 }) * MINUTE_MS
        : (this.now - last) * f.number.float({ min: ACTIVE.has(stage) ? 0.5 : 0.25, max: 0.98 })
    const end = Math.min(this.now - MINUTE_MS, last + span)
    const times = Array.from({ length: steps.length - 1 }, () =>
      f.number.int({ min: last, max: end }),
    ).sort((a, b) => a - b)
    times.push(end)
    let from: TLeadStatus = 'New Lead'
    steps.forEach((step, index) => {
      last = Math.max(last, Math.min(officeHours(times[index] ?? end), this.now - MINUTE_MS))
      if (step.kind === 'status') {
        events.push(event('status_changed', assigneeId, { from, to: step.to }, last))
        from = step.to
      } else {
        events.push(this.activity(event, last))
      }
    })
    return events
  }

  private activity(
    event: (
      type: string,
      actor: string | null,
      data: Record<string, unknown>,
      at: number,
    ) => TEventRow,
    at: number,
  ): TEventRow {
    const { f, assigneeId } = this
    if (f.number.float() < 0.65) {
      const callStatus = f.helpers.weightedArrayElement([
        w('Connected', 55),
        w('No Answer', 22),
        w('Not Connected', 15),
        w('Failed', 8),
      ])
      return event(
        'call',
        assigneeId,
        {
          callType: f.number.float() < 0.85 ? 'Out Bound' : 'In Bound',
          callStatus,
          durationSec: callStatus === 'Connected' ? f.number.int({ min: 45, max: 900 }) : 0,
        },
        at,
      )
    }
    const type = f.helpers.arrayElement(this.project.unitTypes)
    const text = f.helpers.arrayElement([
      `Looking for a ${type}, wants the floor plan on WhatsApp`,
      'Will visit with family over the weekend',
      'Asked for the payment plan and the brochure',
      'Comparing with another project nearby; follow up in a few days',
      `Home loan pre-approved with ${f.helpers.arrayElement(BANKS)}`,
      'Prefers an east-facing flat on a higher floor',
      'Budget is a little below our pricing; share offers if any',
      'Asked about possession timeline and RERA details',
    ])
    return event('note', assigneeId, { text }, at)
  }
}
