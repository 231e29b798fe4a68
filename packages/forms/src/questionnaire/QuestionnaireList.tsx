import { EmptyState, Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { Alert, Heading, Link, Text } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { questionnaireMessages as m } from './messages.ts';
import { FormList, QuestionnaireRoot } from './Questionnaire.styles.ts';

/** One questionnaire of the list. */
export interface QuestionnaireListItem {
  id: number;
  name: string;
  description: string;
  whatsappCompatible: boolean;
}

/** Props of {@link QuestionnaireList}. */
export interface QuestionnaireListProps {
  /** The questionnaires; absent while loading. */
  questionnaires?: readonly QuestionnaireListItem[];
  hasLoadError?: boolean;
  /** Link target of a questionnaire (e.g. `/questionnaires?initial-questionnaire=101`). */
  hrefFor: (id: number) => string;
}

/**
 * The questionnaire list: each questionnaire's name (a link), description and whether it also runs
 * on WhatsApp; 'No questionnaire available' when empty. Spec: operations §2 'Interactive
 * questionnaire', §8 'Questionnaires'.
 */
export function QuestionnaireList({ questionnaires, hasLoadError = false, hrefFor }: QuestionnaireListProps) {
  const intl = useIntl();
  return (
    <QuestionnaireRoot aria-labelledby="questionnaire-list-title">
      <Heading level={2} id="questionnaire-list-title">
        {intl.formatMessage(m.listTitle)}
      </Heading>
      {hasLoadError ? (
        <Alert variant="error">{intl.formatMessage(m.loadFailed)}</Alert>
      ) : questionnaires === undefined ? (
        <SkeletonGroup label={intl.formatMessage(m.loading)}>
          <Skeleton lines={3} />
        </SkeletonGroup>
      ) : questionnaires.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.noQuestionnaire)} headingLevel={3} />
      ) : (
        <FormList>
          {questionnaires.map((item) => (
            <li key={item.id}>
              <Link href={hrefFor(item.id)}>{item.name}</Link>
              {item.description ? <Text tone="muted">{item.description}</Text> : null}
              {item.whatsappCompatible ? <Text size="sm">{intl.formatMessage(m.whatsapp)}</Text> : null}
            </li>
          ))}
        </FormList>
      )}
    </QuestionnaireRoot>
  );
}
