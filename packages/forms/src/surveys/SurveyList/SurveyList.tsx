import { Badge, EmptyState, Table, type TableColumn } from '@partner-portal/ui/data';
import {
  Alert,
  Button,
  FormLayout,
  Heading,
  Link,
  Text,
  type HeadingLevel,
} from '@partner-portal/ui/primitives';
import { vars } from '@partner-portal/ui/theme';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { surveyMessages as m } from '../messages.ts';

/** A survey as the list shows it. */
export interface SurveyListItem {
  id: number;
  title: string;
  isActive: boolean;
  questionCount: number;
  authorName: string;
  /** ISO 8601 instant. */
  updatedAt: string;
  /** The user may change it (edit, activate). */
  canEdit: boolean;
}

/** Props of {@link SurveyList}. */
export interface SurveyListProps {
  /** The surveys, most recently changed first; absent while loading. */
  surveys?: readonly SurveyListItem[];
  isLoading?: boolean;
  /** Why the list could not be read (shown with 'Try again'). */
  loadError?: ReactNode;
  onRetry?: () => void;
  /** Shows 'New survey' (roles that write surveys). */
  addHref?: string;
  /** The editor of a survey (/edit-survey/{id}). */
  editHref: (id: number) => string;
  /** Switches a survey on or off; reject with an `Error` whose message the parent shows. */
  onToggleActive?: (survey: SurveyListItem) => void;
  /** The survey whose switch is being saved (its button shows busy). */
  togglingId?: number | null;
  /** A failed switch or other message above the table. */
  actionError?: string | null;
  headingLevel?: HeadingLevel;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
  justify-content: space-between;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/**
 * The satisfaction surveys (/surveys, menu 'CSAT Surveys'; issue 20): title, Active or Inactive,
 * number of questions, author and last change, with 'Edit' (or read) and 'Activate' /
 * 'Deactivate' for surveys the user may change, and 'New survey' for roles that write surveys.
 * Loading, empty and failed states are shown in place. It never fetches or navigates itself.
 */
export function SurveyList({
  surveys,
  isLoading = false,
  loadError,
  onRetry,
  addHref,
  editHref,
  onToggleActive,
  togglingId = null,
  actionError,
  headingLevel = 2,
}: SurveyListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns: TableColumn<SurveyListItem>[] = [
    {
      id: 'title',
      name: t(m.columnTitle),
      isRowHeader: true,
      render: (row) => <Link href={editHref(row.id)}>{row.title}</Link>,
    },
    {
      id: 'isActive',
      name: t(m.columnStatus),
      render: (row) => (
        <Badge variant="status" tone={row.isActive ? 'success' : 'neutral'}>
          {t(row.isActive ? m.active : m.inactive)}
        </Badge>
      ),
    },
    { id: 'questionCount', name: t(m.columnQuestions), align: 'end' },
    { id: 'authorName', name: t(m.columnAuthor) },
    {
      id: 'updatedAt',
      name: t(m.columnUpdated),
      render: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  return (
    <FormLayout>
      <Bar>
        <Heading level={headingLevel} size="lg">
          {t(m.listHeading)}
        </Heading>
        {addHref ? (
          <Link href={addHref} variant="button">
            {t(m.add)}
          </Link>
        ) : null}
      </Bar>
      <Text tone="muted">{t(m.listIntro)}</Text>
      {actionError ? <Alert variant="error">{actionError}</Alert> : null}
      {loadError && !surveys ? (
        <Alert variant="error">
          {loadError}{' '}
          {onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {t(m.retry)}
            </Button>
          ) : null}
        </Alert>
      ) : (
        <Table
          aria-label={t(m.listHeading)}
          columns={columns}
          rows={surveys ?? []}
          isLoading={isLoading && !surveys}
          loadingLabel={t(m.loading)}
          emptyState={<EmptyState title={t(m.empty)} description={t(m.emptyHint)} headingLevel={3} />}
          rowActions={
            onToggleActive
              ? (row) =>
                  row.canEdit ? (
                    <Actions>
                      <Button
                        variant="secondary"
                        size="sm"
                        isPending={togglingId === row.id}
                        onPress={() => onToggleActive(row)}
                      >
                        {t(row.isActive ? m.deactivate : m.activate, { title: row.title })}
                      </Button>
                    </Actions>
                  ) : null
              : undefined
          }
        />
      )}
    </FormLayout>
  );
}
