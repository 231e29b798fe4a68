import { Badge, EmptyState, Skeleton, SkeletonGroup, type BadgeTone } from '@partner-portal/ui/data';
import { ProgressBar } from '@partner-portal/ui/pickers';
import { Alert, Button, Card, Heading, Text, type HeadingLevel } from '@partner-portal/ui/primitives';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { clientProjectMessages as m } from '../messages.ts';
import type { ProjectProgressRow } from '../types.ts';
import { Cards, Counts, ErrorBody, Footer, Section } from './ProjectProgressList.styles.ts';

/** Props of {@link ProjectProgressList}. */
export interface ProjectProgressListProps {
  /** The projects; `undefined` before the first answer. */
  projects?: readonly ProjectProgressRow[];
  /** Title of the list. Default 'Projects'. */
  title?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Outline level of the title (cards are one below). Default 2. */
  headingLevel?: HeadingLevel;
  /** True while the projects load (skeleton cards). */
  isLoading?: boolean;
  /** The load failure to show, with Retry (`onRetry`). */
  error?: ReactNode;
  onRetry?: () => void;
  /** Opens a project's tickets; without it the cards are read-only (no button). */
  onOpenProject?: (id: number) => void;
}

const statusTones: Record<ProjectProgressRow['status'], BadgeTone> = {
  active: 'success',
  on_hold: 'warning',
  closed: 'neutral',
};

const statusLabels = { active: m.statusActive, on_hold: m.statusOnHold, closed: m.statusClosed } as const;

/**
 * Projects with their ticket progress, one card each: name, code and client, status, a progress bar
 * of completed over all tickets ('12 of 40'), open tickets and SLA breaches (red when any), and
 * 'View tickets' (`onOpenProject`). For the project manager's /project and, read-only or with
 * its own tickets, the client's /client-project-list. Loading (skeletons), empty and error states.
 */
export function ProjectProgressList({
  projects,
  title,
  description,
  headingLevel = 2,
  isLoading = false,
  error,
  onRetry,
  onOpenProject,
}: ProjectProgressListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const cardLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  let body: ReactNode;
  if (error) {
    body = (
      <Alert variant="error" title={t(m.loadFailed)}>
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
  } else if (isLoading || projects === undefined) {
    body = (
      <SkeletonGroup label={t(m.loading)}>
        <Skeleton variant="block" />
        <Skeleton variant="block" />
      </SkeletonGroup>
    );
  } else if (projects.length === 0) {
    body = <EmptyState headingLevel={null} title={t(m.empty)} description={t(m.emptyHelp)} />;
  } else {
    body = (
      <Cards>
        {projects.map((project) => (
          <li key={project.id}>
            <Card
              heading={project.name}
              headingLevel={cardLevel}
              description={t(m.codeAndClient, { code: project.code, client: project.clientName })}
              footer={
                <Footer>
                  <Badge tone={statusTones[project.status]}>{t(statusLabels[project.status])}</Badge>
                  {onOpenProject ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t(m.openProjectLabel, { name: project.name })}
                      onPress={() => onOpenProject(project.id)}
                    >
                      {t(m.openProject)}
                    </Button>
                  ) : null}
                </Footer>
              }
            >
              <ProgressBar
                label={t(m.progress)}
                value={project.completedTickets}
                maxValue={Math.max(project.totalTickets, 1)}
                valueLabel={t(m.progressValue, {
                  completed: project.completedTickets,
                  total: project.totalTickets,
                })}
                tone={
                  project.totalTickets > 0 && project.completedTickets >= project.totalTickets
                    ? 'success'
                    : 'accent'
                }
              />
              <Counts>
                <div>
                  <dt>{t(m.openTickets)}</dt>
                  <dd>{intl.formatNumber(project.openTickets)}</dd>
                </div>
                <div>
                  <dt>{t(m.slaBreaches)}</dt>
                  <dd>
                    {project.slaBreaches > 0 ? (
                      <Badge tone="error">{intl.formatNumber(project.slaBreaches)}</Badge>
                    ) : (
                      intl.formatNumber(0)
                    )}
                  </dd>
                </div>
              </Counts>
            </Card>
          </li>
        ))}
      </Cards>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <Heading level={headingLevel} size="lg" id={headingId}>
        {title ?? t(m.title)}
      </Heading>
      {description ? <Text tone="muted">{description}</Text> : null}
      {body}
    </Section>
  );
}
