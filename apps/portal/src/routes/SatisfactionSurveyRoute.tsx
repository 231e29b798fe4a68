import { useSatisfactionSurvey, useSubmitSatisfactionSurvey } from '@partner-portal/api/hooks';
import {
  SatisfactionSurveyForm,
  type SurveyAnswerSubmission,
} from '@partner-portal/forms/satisfaction-survey';
import { AuthLayout, Footer } from '@partner-portal/ui/shell';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { appMessages } from '../lib/messages.ts';
import { env } from '../config/env.ts';
import { routeTitles } from '../config/routeTitles.ts';

/**
 * /csat-survey/{ticketId} (public, reached by link): the ticket's satisfaction survey. Loads
 * GET /management/csat-template/?ticket (the survey is `data[0]`; none or no questions shows 'No
 * questions available'), submits POST /management/csat-response/ `{ ticket, template, data }`; a load
 * failure shows 'Failed to load survey', a submit failure 'Failed to submit survey form!' with every
 * answer kept, success the thank-you message. Spec: operations §2 'Customer satisfaction survey', §3,
 * §4, §7 'Forms and surveys', §8 'Survey'.
 */
export function SatisfactionSurveyRoute() {
  const intl = useIntl();
  const { ticketId = '' } = useParams<'ticketId'>();
  const template = useSatisfactionSurvey(ticketId || null);
  const submit = useSubmitSatisfactionSurvey();

  const survey = template.data;
  const onSubmit = async (answers: SurveyAnswerSubmission[]) => {
    if (!survey) throw new Error('No survey to submit');
    await submit.trigger({ ticket: ticketId, surveyId: survey.id, answers });
  };

  return (
    <AuthLayout
      title={intl.formatMessage(appMessages.productTitle)}
      tagline={intl.formatMessage(appMessages.tagline)}
      footer={<Footer version={env.version} />}
      actions={<LocaleSwitch />}
    >
      <title>{intl.formatMessage(routeTitles.csatSurvey)}</title>
      <SatisfactionSurveyForm
        survey={
          template.data !== undefined
            ? (survey ?? { name: intl.formatMessage(routeTitles.csatSurvey), description: '', questions: [] })
            : undefined
        }
        isLoading={template.data === undefined && !template.error}
        hasLoadError={template.data === undefined && Boolean(template.error)}
        onSubmit={onSubmit}
      />
    </AuthLayout>
  );
}
