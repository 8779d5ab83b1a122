import { randomUUID } from 'node:crypto'
import { UNIT_ENTITY } from '../../../../../contract/buildings.ts'
import {
  COST_SHEET_MESSAGES,
  COST_SHEET_READ_SCOPES,
  calculateCostSheet,
  costSheetInput,
  firstDifferentAmount,
  type TCostSheetList,
  type TCostSheetLog,
  type TCostSheetLogInput,
  type TCostSheetQuery,
  type TCostSheetRow,
  type TCostSheetSave,
} from '../../../../../contract/cost-sheet.ts'
import type { Conn } from '../../../db/client.ts'
import { notFound } from '../../../errors.ts'
import { hasLabel } from '../../admin-setup/buildings/buildings.repository.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { actionableLead, fieldError } from '../field-actions.ts'
import { holdsOn } from '../leads/lead-visibility.ts'
import { visibleLead } from '../leads/leads.service.ts'
import * as repo from './cost-sheets.repository.ts'

function toRow(record: repo.CostSheetRowRecord): TCostSheetRow {
  return {
    _id: record.id,
    buildingId: record.buildingId,
    type: record.type,
    unitType: record.unitType,
    disabled: record.disabled,
    pricePerSqFt: record.pricePerSqFt,
    floorRiseCharges: record.floorRiseCharges,
    viewCharges: record.viewCharges,
    carParking: record.carParking,
    infrastructureCharges: record.infrastructureCharges,
    stampDutyPercentage: record.stampDutyPercentage,
    registrationFee: record.registrationFee,
    GSTPercentage: record.gstPercentage,
    GSTOnInfrastructureCharges: record.gstOnInfrastructurePercentage,
    TDSPercentage: record.tdsPercentage,
  }
}

export function toLog(record: repo.CostSheetLogRecord): TCostSheetLog {
  const { log } = record
  return {
    _id: log.id,
    leadId: log.leadId,
    projectId: log.projectId,
    unit: {
      _id: log.unitId,
      name: record.unitName,
      buildingName: record.buildingName,
      floorNumber: record.floorNumber,
      carpetAreaSqFt: record.carpetAreaSqFt,
      unitType: record.unitType,
    },
    row: log.row,
    additionalConsiderations: log.additionalConsiderations,
    amounts: log.amounts,
    createdBy: {
      _id: log.createdById ?? '',
      name: [record.firstName, record.lastName].filter(Boolean).join(' '),
    },
    createdAt: log.createdAt.toISOString(),
  }
}

/** The route checked the scope on the query's project. */
export async function listRows(
  db: Conn,
  auth: AuthContext,
  query: TCostSheetQuery,
): Promise<TCostSheetList> {
  const rows = await repo.rowsOfProject(db, auth.orgId, query.projectId, query.buildingId)
  return { items: rows.map(toRow) }
}

/** Replaces a building's rows at once; the route checked the master cost sheet's scope. */
export async function saveRows(
  tx: Conn,
  auth: AuthContext,
  projectId: string,
  input: TCostSheetSave,
): Promise<TCostSheetList> {
  if (!(await repo.lockBuildingOfProject(tx, auth.orgId, projectId, input.buildingId)))
    throw notFound('Building not found')
  for (const [index, row] of input.rows.entries())
    if (row.unitType && !(await hasLabel(tx, auth.orgId, UNIT_ENTITY, row.unitType)))
      throw fieldError(`rows.${index}.unitType`, 'Unknown flat type')
  const saved = await repo.replaceRows(
    tx,
    input.buildingId,
    input.rows.map((row, index) => ({
      id: randomUUID(),
      buildingId: input.buildingId,
      unitType: row.unitType,
      type: row.type,
      disabled: row.disabled,
      pricePerSqFt: row.pricePerSqFt,
      floorRiseCharges: row.floorRiseCharges,
      viewCharges: row.viewCharges,
      carParking: row.carParking,
      infrastructureCharges: row.infrastructureCharges,
      stampDutyPercentage: row.stampDutyPercentage,
      registrationFee: row.registrationFee,
      gstPercentage: row.GSTPercentage,
      gstOnInfrastructurePercentage: row.GSTOnInfrastructureCharges,
      tdsPercentage: row.TDSPercentage,
      sortOrder: index,
    })),
  )
  return { items: saved.map(toRow) }
}

/**
 * Records a cost sheet shown to a lead. The amounts are the server's: each one the client
 * claims is recomputed from the stored row and the unit, and one that differs is refused,
 * naming it, so a tampered or stale sheet never reaches a booking.
 */
export async function createLog(
  tx: Conn,
  auth: AuthContext,
  input: TCostSheetLogInput,
): Promise<TCostSheetLog> {
  const { lead } = await actionableLead(tx, auth, input.leadId, COST_SHEET_READ_SCOPES)
  const unit = await repo.unitForCostSheet(tx, auth.orgId, input.unitId)
  if (!unit || unit.projectId !== lead.projectId)
    throw fieldError('unitId', "The unit is not in the lead's project")
  const record = await repo.rowById(tx, input.costSheetId)
  if (!record || record.buildingId !== unit.buildingId)
    throw fieldError('costSheetId', COST_SHEET_MESSAGES.rowNotFound)
  if (record.disabled) throw fieldError('costSheetId', COST_SHEET_MESSAGES.rowDisabled)
  if (record.unitType && record.unitType !== unit.unitType)
    throw fieldError('costSheetId', COST_SHEET_MESSAGES.rowNotFound)
  const row = toRow(record)
  const additional = input.additionalConsiderations ?? []
  const amounts = calculateCostSheet(
    costSheetInput(
      row,
      { carpetAreaSqFt: unit.carpetAreaSqFt, floorLabel: unit.floorNumber },
      additional,
    ),
  )
  const differs = firstDifferentAmount(input.amounts, amounts)
  if (differs) throw fieldError(`amounts.${differs.field}`, COST_SHEET_MESSAGES.amountDiffers)
  await repo.insertLog(tx, {
    id: input._id,
    orgId: auth.orgId,
    projectId: lead.projectId,
    leadId: lead.id,
    unitId: unit.id,
    row,
    additionalConsiderations: additional,
    amounts,
    createdById: auth.userId,
  })
  const saved = await repo.logOfOrg(tx, auth.orgId, input._id)
  if (!saved || saved.log.leadId !== lead.id) throw fieldError('_id', 'This id is taken')
  return toLog(saved)
}

async function requireReadOnLead(db: Conn, auth: AuthContext, leadId: string) {
  const { lead } = await visibleLead(db, auth, leadId)
  if (!holdsOn(auth, COST_SHEET_READ_SCOPES, lead.projectId)) throw permissionDenied()
}

export async function listLogs(db: Conn, auth: AuthContext, leadId: string) {
  await requireReadOnLead(db, auth, leadId)
  const logs = await repo.logsOfLeads(db, auth.orgId, [leadId])
  return { items: logs.map(toLog) }
}

export async function getLog(db: Conn, auth: AuthContext, logId: string) {
  const found = await repo.logOfOrg(db, auth.orgId, logId)
  if (!found) throw notFound('Cost sheet not found')
  await requireReadOnLead(db, auth, found.log.leadId)
  return toLog(found)
}
