import {
  Badge,
  EmptyState,
  type EmptyStateHeadingLevel,
  Skeleton,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Table,
  Tabs,
} from '@partner-portal/ui/data';
import { formatBytes } from '@partner-portal/ui/pickers';
import { Alert, Button, Heading, Text, type HeadingLevel } from '@partner-portal/ui/primitives';
import { Fragment, useId, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { dateTime, dateTimeRange } from '../../operations-shared/cells.tsx';
import { sowSubtypeLabel } from '../../operations-shared/labels.ts';
import { TicketPriorityBadge, TicketStatusBadge } from '../badges.tsx';
import { visitWindowText } from '../columns.tsx';
import { ticketDetailMessages as d } from '../detailMessages.ts';
import { ticketActionLabels, ticketPriorityText, ticketStatusLabels, ticketStatusText } from '../labels.ts';
import { ticketMessages as m } from '../messages.ts';
import { formatDueDay, slaCountdownText, slaState } from '../sla.ts';
import type {
  TicketAction,
  TicketDetailData,
  TicketEvent,
  TicketFile,
  TicketTask,
  TicketEscalation,
} from '../types.ts';
import {
  ActionBar,
  ErrorBody,
  Facts,
  Header,
  Panel,
  Root,
  Section,
  Sections,
  Signatures,
  Timeline,
} from './TicketDetail.styles.ts';

/** Props of {@link TicketDetail}. */
export interface TicketDetailProps {
  /** The ticket; `undefined` while it loads or when it failed. */
  ticket?: TicketDetailData;
  /** The time the SLA countdown is computed against (the parent refreshes it, e.g. every minute). */
  now: Date;
  /** True while the ticket loads (a skeleton). */
  isLoading?: boolean;
  /** The load failure to show (with Retry, `onRetry`). */
  error?: ReactNode;
  onRetry?: () => void;
  /** The server answered 404 (or 403 for another client's ticket): 'Ticket not found'. */
  isNotFound?: boolean;
  /** Called with a transition the server allows (`allowedActions`); the parent opens its dialog or calls. */
  onAction?: (action: TicketAction) => void;
  /** The transition running now: its button shows a spinner, the others are disabled. */
  pendingAction?: TicketAction | null;
  /** A refused transition or a stale write (409), shown as an alert above the actions. */
  actionError?: ReactNode;
  /** Opens an uploaded file (the parent fetches a fresh signed link). Without it, no 'Open' buttons. */
  onOpenFile?: (file: TicketFile) => void;
  /** The file whose signed link is being fetched: its 'Open' button shows a spinner. */
  openingFileKey?: string | null;
  /**
   * Downloads the completed report's PDF (the parent fetches a signed link). Without it, or before
   * the customer's feedback, no 'Download report (PDF)' button. Issue 23.
   */
  onDownloadReport?: () => void;
  /** The report PDF's signed link is being fetched: its button shows a spinner. */
  isDownloadingReport?: boolean;
  /**
   * Shown under 'No survey answers yet' in the Survey tab while the ticket has none: e.g. the
   * survey-answer form (satisfaction-survey `SurveyAnswerForm`) for staff recording the answers.
   */
  surveyForm?: ReactNode;
  /** Content of a 'Notes' tab (staff notes, e.g. {@link TicketNotes}); no tab when absent. */
  notes?: ReactNode;
  /** Outline level of the ticket's heading. Default 2 (under the layout's page title). */
  headingLevel?: HeadingLevel;
}

const STATUS_VALUES = new Set(Object.keys(ticketStatusLabels));
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The server's separator of a visit window's start and end in a 'schedule' event ('start – end'). */
const RANGE_SEPARATOR = ' – ';

/** A date-time or a visit window ('start – end', ISO 8601) as people read it; else the text as it is. */
function dateTimeValue(intl: IntlShape, value: string): string {
  const [start, end, ...rest] = value.split(RANGE_SEPARATOR).map((part) => new Date(part));
  const readable = (date: Date | undefined): date is Date => !!date && !Number.isNaN(date.getTime());
  if (rest.length > 0 || !readable(start)) return value;
  if (end === undefined) return dateTime(intl, value);
  return readable(end) ? dateTimeRange(intl, start, end) : value;
}

/**
 * A value of an event as people read it: a status label, a date-time or visit window, a priority,
 * or the text (also for a date the browser cannot read).
 */
function eventValue(intl: IntlShape, value: string | null): string {
  if (!value) return '';
  if (STATUS_VALUES.has(value)) return ticketStatusText(intl, value);
  if (ISO_DATE_TIME.test(value)) return dateTimeValue(intl, value);
  return ticketPriorityText(intl, value);
}

/** One event of the timeline as a sentence ('Priya Kulkarni assigned the ticket to Rao Field Services'). */
export function ticketEventSentence(intl: IntlShape, event: TicketEvent): string {
  const t = intl.formatMessage;
  const actor = event.actorName;
  const value = eventValue(intl, event.newValue);
  switch (event.action) {
    case 'created':
      return t(d.eventCreated, { actor });
    case 'assign':
      return t(d.eventAssign, { actor, value });
    case 'schedule':
      return t(d.eventSchedule, { actor, value });
    case 'start':
      return t(d.eventStart, { actor });
    case 'hold':
      return t(d.eventHold, { actor });
    case 'resume':
      return t(d.eventResume, { actor });
    case 'complete':
      return t(d.eventComplete, { actor });
    case 'qc_pass':
      return t(d.eventQcPass, { actor });
    case 'qc_reject':
      return t(d.eventQcReject, { actor });
    case 'rework':
      return t(d.eventRework, { actor });
    case 'close':
      return t(d.eventClose, { actor });
    case 'cancel':
      return t(d.eventCancel, { actor });
    case 'escalate':
      return t(d.eventEscalate, { actor });
    case 'report_submitted':
      return t(d.eventReportSubmitted, { actor });
    case 'feedback_submitted':
      return t(d.eventFeedbackSubmitted, { actor });
    case 'task_closed':
      return t(d.eventTaskClosed, { actor });
    case 'survey_answered':
      return t(d.eventSurveyAnswered, { actor });
    case 'note_added':
      return t(d.eventNoteAdded, { actor });
    default:
      return t(d.eventOther, { actor, action: event.action });
  }
}

const nextLevel = (level: HeadingLevel) => Math.min(level + 1, 6) as HeadingLevel;

function FactList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Facts>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

function InfoSection({
  title,
  level,
  children,
}: {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Heading level={level} size="sm" id={id}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

function TimelinePanel({ events }: { events: readonly TicketEvent[] }) {
  const intl = useIntl();
  if (events.length === 0) return <Text tone="muted">{intl.formatMessage(d.noEvents)}</Text>;
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <Timeline>
      {newestFirst.map((event) => (
        <li key={event.id}>
          <Text weight="semibold">{ticketEventSentence(intl, event)}</Text>
          <Text tone="muted" size="sm">
            <time dateTime={event.at}>{dateTime(intl, event.at)}</time>
          </Text>
          {event.note ? <Text size="sm">{event.note}</Text> : null}
        </li>
      ))}
    </Timeline>
  );
}

function ReportPanel({
  ticket,
  level,
  onDownloadReport,
  isDownloadingReport = false,
}: {
  ticket: TicketDetailData;
  level: HeadingLevel;
  onDownloadReport?: () => void;
  isDownloadingReport?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { report } = ticket;
  if (!report)
    return <EmptyState headingLevel={null} title={t(d.noReport)} description={t(d.noReportHelp)} />;
  return (
    <>
      <Text tone="muted">{t(d.submittedAt, { at: dateTime(intl, report.submittedAt) })}</Text>
      {onDownloadReport && report.feedbackAt ? (
        <div>
          <Button variant="secondary" size="sm" onPress={onDownloadReport} isPending={isDownloadingReport}>
            {t(d.downloadReport)}
          </Button>
        </div>
      ) : null}
      <FactList rows={report.fields.map((field) => [field.label, field.value])} />
      <Signatures>
        <figure>
          <img src={report.engineerSignature} alt={t(d.engineerSignature)} />
          <figcaption>{t(d.engineerSignature)}</figcaption>
        </figure>
        {report.customerSignature ? (
          <figure>
            <img src={report.customerSignature} alt={t(d.customerSignature)} />
            <figcaption>{t(d.customerSignature)}</figcaption>
          </figure>
        ) : (
          <Text tone="muted">{t(d.noCustomerSignature)}</Text>
        )}
      </Signatures>
      <Heading level={level} size="sm">
        {t(d.rating)}
      </Heading>
      {report.rating === null ? (
        <Text tone="muted">{t(d.noRating)}</Text>
      ) : (
        <FactList
          rows={[
            [t(d.rating), t(d.ratingValue, { rating: report.rating })],
            ...(report.customerComment
              ? ([[t(d.comment), report.customerComment]] as [string, ReactNode][])
              : []),
          ]}
        />
      )}
    </>
  );
}

function FilesPanel({
  files,
  onOpenFile,
  openingFileKey,
}: {
  files: readonly TicketFile[];
  onOpenFile?: (file: TicketFile) => void;
  openingFileKey: string | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (files.length === 0) return <Text tone="muted">{t(d.noFiles)}</Text>;
  return (
    <Table<TicketFile>
      aria-label={t(d.files)}
      rows={files}
      getRowId={(file) => file.key}
      columns={[
        { id: 'name', name: t(d.fileName), isRowHeader: true },
        {
          id: 'size',
          name: t(d.fileSize),
          align: 'end',
          render: (file) => formatBytes(file.sizeBytes, intl.locale),
        },
        { id: 'uploadedAt', name: t(d.uploadedAt), render: (file) => dateTime(intl, file.uploadedAt) },
      ]}
      rowActions={
        onOpenFile
          ? (file) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t(d.openFile, { name: file.name })}
                isPending={openingFileKey === file.key}
                onPress={() => onOpenFile(file)}
              >
                {t(d.open)}
              </Button>
            )
          : undefined
      }
    />
  );
}

function SurveyPanel({ answers }: { answers: TicketDetailData['surveyAnswers'] }) {
  const t = useIntl().formatMessage;
  if (answers.length === 0) return <Text tone="muted">{t(d.noSurvey)}</Text>;
  return <FactList rows={answers.map((answer) => [answer.question, answer.answer])} />;
}

function TasksPanel({ tasks }: { tasks: readonly TicketTask[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (tasks.length === 0) return <Text tone="muted">{t(d.noTasks)}</Text>;
  return (
    <Table<TicketTask>
      aria-label={t(d.tasks)}
      rows={tasks}
      columns={[
        { id: 'title', name: t(d.taskTitle), isRowHeader: true },
        { id: 'assignee', name: t(d.taskAssignee) },
        { id: 'dueDate', name: t(d.taskDue), render: (task) => formatDueDay(intl, task.dueDate) },
        {
          id: 'status',
          name: t(m.status),
          render: (task) => (
            <Badge tone={task.status === 'open' ? 'warning' : 'success'}>
              {t(task.status === 'open' ? d.taskOpen : d.taskClosed)}
            </Badge>
          ),
        },
        { id: 'remarks', name: t(m.qcRemarks) },
      ]}
    />
  );
}

function EscalationsPanel({ escalations }: { escalations: readonly TicketEscalation[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (escalations.length === 0) return <Text tone="muted">{t(d.noEscalations)}</Text>;
  return (
    <Table<TicketEscalation>
      aria-label={t(d.escalations)}
      rows={escalations}
      columns={[
        { id: 'reason', name: t(m.reason), isRowHeader: true },
        {
          id: 'priority',
          name: t(m.priority),
          render: (row) => <TicketPriorityBadge intl={intl} priority={row.priority} />,
        },
        {
          id: 'status',
          name: t(m.status),
          render: (row) => (
            <Badge tone={row.status === 'open' ? 'warning' : 'success'}>
              {t(row.status === 'open' ? d.escalationOpen : d.escalationResolved)}
            </Badge>
          ),
        },
        { id: 'escalatedAt', name: t(d.escalatedOn), render: (row) => dateTime(intl, row.escalatedAt) },
      ]}
    />
  );
}

/**
 * One ticket (/ticket-details/:uuid): a header with the number, status and priority badges and the
 * SLA countdown ('Due in 3 h 20 min', 'Overdue by 2 h', from `now`), the actions the server allows,
 * sections for the customer and address, the product and the work (partner, engineer, visit
 * window), then tabs: Timeline (newest first, one sentence per event), Service call report (fields,
 * both signatures, rating and comment; 'No report yet'), Files ('Open' per file), Survey answers,
 * Tasks and Escalations. States: loading (skeleton), error with Retry, not found. A refused
 * transition or stale write comes from the parent as `actionError`.
 */
export function TicketDetail({
  ticket,
  now,
  isLoading = false,
  error,
  onRetry,
  isNotFound = false,
  onAction,
  pendingAction = null,
  actionError,
  onOpenFile,
  openingFileKey = null,
  onDownloadReport,
  isDownloadingReport = false,
  surveyForm,
  notes,
  headingLevel = 2,
}: TicketDetailProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const sub = nextLevel(headingLevel);

  if (isNotFound) {
    return (
      <EmptyState
        headingLevel={Math.max(headingLevel, 2) as EmptyStateHeadingLevel}
        title={t(d.notFound)}
        description={t(d.notFoundHelp)}
      />
    );
  }
  if (error && !ticket) {
    return (
      <Alert variant="error" title={t(d.loadFailed)}>
        <ErrorBody>
          <span>{error}</span>
          {onRetry ? (
            <Button size="sm" variant="secondary" onPress={onRetry}>
              {t(m.retry)}
            </Button>
          ) : null}
        </ErrorBody>
      </Alert>
    );
  }
  if (isLoading || !ticket) {
    return (
      <SkeletonGroup label={t(d.loading)}>
        <Skeleton inlineSize="12rem" blockSize="1.75rem" />
        <Skeleton lines={3} />
        <Skeleton variant="block" />
      </SkeletonGroup>
    );
  }

  const sla = slaState(ticket.slaDueAt, ticket.status, now);
  const countdown = sla === 'none' || sla === 'stopped' ? null : slaCountdownText(intl, ticket.slaDueAt, now);
  const actions = ticket.allowedActions;
  const firstMain = actions.find((action) => action !== 'cancel');
  const tab = (label: string, count: number) => (count > 0 ? t(d.tabCount, { label, count }) : label);

  return (
    <Root aria-labelledby={headingId}>
      <Header>
        <Heading level={headingLevel} size="lg" id={headingId}>
          {t(d.heading, { number: ticket.ticketNumber })}
        </Heading>
        <TicketStatusBadge intl={intl} status={ticket.status} />
        <TicketPriorityBadge intl={intl} priority={ticket.priority} />
        {countdown ? (
          <Badge tone={sla === 'overdue' ? 'error' : sla === 'due_today' ? 'warning' : 'info'}>
            {countdown}
          </Badge>
        ) : null}
      </Header>

      {actionError ? (
        <Alert variant="error" title={t(d.actionFailed)}>
          {actionError}
        </Alert>
      ) : null}

      {onAction && actions.length > 0 ? (
        <ActionBar role="group" aria-label={t(d.actions)}>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' ? 'danger' : action === firstMain ? 'primary' : 'secondary'}
              isPending={pendingAction === action}
              isDisabled={pendingAction !== null && pendingAction !== action}
              onPress={() => onAction(action)}
            >
              {t(ticketActionLabels[action])}
            </Button>
          ))}
        </ActionBar>
      ) : null}

      <Sections>
        <InfoSection title={t(d.customerSection)} level={sub}>
          <FactList
            rows={[
              [t(m.customerName), ticket.customerName],
              [t(m.customerPhone), <span dir="ltr">{ticket.customerPhone}</span>],
              [t(m.address), ticket.rawAddress],
              [t(m.district), ticket.district],
              [t(m.state), ticket.state],
              [t(m.pincode), <span dir="ltr">{ticket.pincode}</span>],
            ]}
          />
        </InfoSection>
        <InfoSection title={t(d.productSection)} level={sub}>
          <FactList
            rows={[
              [t(m.productName), ticket.productName],
              [t(m.productModel), ticket.productModel],
              [t(m.serialNumber), <span dir="ltr">{ticket.serialNumber}</span>],
            ]}
          />
        </InfoSection>
        <InfoSection title={t(d.workSection)} level={sub}>
          <FactList
            rows={[
              [t(m.project), ticket.project.name],
              [t(m.client), ticket.clientName],
              [t(m.caseId), ticket.caseId],
              [t(m.sowSubtype), sowSubtypeLabel(intl, ticket.sowSubtype)],
              [t(m.partner), ticket.partner?.name ?? t(m.notAssigned)],
              [t(m.engineer), ticket.engineerName ?? t(m.notAssigned)],
              [
                t(m.visit),
                ticket.visitStart ? visitWindowText(intl, ticket.visitStart, ticket.visitEnd) : t(m.notSet),
              ],
              [t(m.slaDue), dateTime(intl, ticket.slaDueAt)],
              ...(ticket.holdReason ? ([[t(d.holdReason), ticket.holdReason]] as [string, ReactNode][]) : []),
              ...(ticket.qcRemarks ? ([[t(d.qcRemarks), ticket.qcRemarks]] as [string, ReactNode][]) : []),
            ]}
          />
        </InfoSection>
      </Sections>

      <Tabs>
        <TabList aria-label={t(d.sections)}>
          <Tab id="timeline">{t(d.timeline)}</Tab>
          <Tab id="report">{t(d.report)}</Tab>
          <Tab id="files">{tab(t(d.files), ticket.files.length)}</Tab>
          <Tab id="survey">{t(d.survey)}</Tab>
          <Tab id="tasks">{tab(t(d.tasks), ticket.tasks.length)}</Tab>
          <Tab id="escalations">{tab(t(d.escalations), ticket.escalations.length)}</Tab>
          {notes ? <Tab id="notes">{t(d.notes)}</Tab> : null}
        </TabList>
        <TabPanel id="timeline">
          <Panel>
            <TimelinePanel events={ticket.events} />
          </Panel>
        </TabPanel>
        <TabPanel id="report">
          <Panel>
            <ReportPanel
              ticket={ticket}
              level={sub}
              onDownloadReport={onDownloadReport}
              isDownloadingReport={isDownloadingReport}
            />
          </Panel>
        </TabPanel>
        <TabPanel id="files">
          <Panel>
            <FilesPanel files={ticket.files} onOpenFile={onOpenFile} openingFileKey={openingFileKey} />
          </Panel>
        </TabPanel>
        <TabPanel id="survey">
          <Panel>
            <SurveyPanel answers={ticket.surveyAnswers} />
            {ticket.surveyAnswers.length === 0 ? surveyForm : null}
          </Panel>
        </TabPanel>
        <TabPanel id="tasks">
          <Panel>
            <TasksPanel tasks={ticket.tasks} />
          </Panel>
        </TabPanel>
        <TabPanel id="escalations">
          <Panel>
            <EscalationsPanel escalations={ticket.escalations} />
          </Panel>
        </TabPanel>
        {notes ? (
          <TabPanel id="notes">
            <Panel>{notes}</Panel>
          </TabPanel>
        ) : null}
      </Tabs>
    </Root>
  );
}
