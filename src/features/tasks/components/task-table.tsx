import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TTask } from '../../../../contract/tasks.ts'
import { COLUMN_PRIORITY, ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { TASK_STATUS_LABELS, TASK_TYPE_LABELS } from '../../../lib/enum-labels.ts'
import { TASK_STATUS_COLORS } from '../../../lib/task-labels.ts'

export interface TaskTableProps {
  tasks: readonly TTask[]
  /** The previous view's rows while the next page or filter loads. */
  stale: boolean
}

/** The all-tasks table (spec 001: Lead Name, Project, Task Type, Due Date, Status, Assigned To, Action). */
export function TaskTable({ tasks, stale }: TaskTableProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return (
    <ScrollTable label={t`Tasks`} caption={t`Tasks, earliest due first`} stale={stale}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <Trans>Lead Name</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.low}>
            <Trans>Project</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
            <Trans>Task Type</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Due Date</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Status</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
            <Trans>Assigned To</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Action</Trans>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tasks.map((task) => {
          const name = task.lead.fullName
          const assignee = task.assigneeId
          return (
            <Table.Row key={task._id}>
              <Table.Cell fontWeight="medium">{name}</Table.Cell>
              <Table.Cell {...COLUMN_PRIORITY.low}>{task.project.projectName}</Table.Cell>
              <Table.Cell {...COLUMN_PRIORITY.mid} whiteSpace="nowrap">
                {i18n._(TASK_TYPE_LABELS[task.taskType])}
              </Table.Cell>
              <Table.Cell minW="7rem">{formatDateTime(task.dueDate, locale)}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  {/* The server's verdict (its clock), never worked out here. */}
                  <Badge
                    colorPalette={TASK_STATUS_COLORS[task.taskStatus]}
                    variant="subtle"
                    size="sm"
                  >
                    {i18n._(TASK_STATUS_LABELS[task.taskStatus])}
                  </Badge>
                  {task.isEscalated && (
                    <Badge colorPalette="orange" variant="outline" size="sm">
                      <Trans>Escalated</Trans>
                    </Badge>
                  )}
                </HStack>
              </Table.Cell>
              <Table.Cell {...COLUMN_PRIORITY.mid}>
                {assignee ? (
                  `${assignee.firstName} ${assignee.lastName}`.trim()
                ) : (
                  <Text as="span" color="fg.muted">
                    <Trans>Unassigned</Trans>
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Button asChild size="xs" variant="outline">
                  <Link
                    to="/developer/manage-leads/$leadId"
                    params={{ leadId: task.leadId }}
                    aria-label={t`Open lead ${name}`}
                  >
                    <Trans>Open lead</Trans>
                  </Link>
                </Button>
              </Table.Cell>
            </Table.Row>
          )
        })}
      </Table.Body>
    </ScrollTable>
  )
}
