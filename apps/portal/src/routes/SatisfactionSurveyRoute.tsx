import { useSatisfactionSurvey, useSubmitSatisfactionSurvey } from '@partner-portal/api/hooks';
import { draftKeys, useFormDraft, useQueuedSubmit } from '@partner-portal/api/field-drafts';
import { FieldFormNotice } from '@partner-portal/forms/field-drafts';
import {
  SatisfactionSurveyForm,
  type SurveyAnswers,
  type SurveyAnswerSubmission,
} from '@partner-portal/forms/satisfaction-survey';
import { AuthLayout, Footer } from '@partner-portal/ui/shell';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SatisfactionSurvey } from '@partner-portal/api';
import { useLocation, useParams } from 'react-router';
import { useServerRendered } from '../lib/serverData.tsx';
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
 * §4, §7 'Forms and surveys', §8 'Survey'. The answers given are kept on the device per ticket and
 * restored with 'Draft restored' / 'Discard draft' (issue 23); a submit made offline shows the
 * thank-you with 'Saved on this device' and is sent once when the connection returns. The active staff-written survey's
 * description (issue 20) shows under the name, sanitised, its images signed for 60 s by the server.
 * Issue 21: the server sends this page rendered with the survey (usable before any script: a choice
 * or text given early is adopted, a press replayed).
 */
export function SatisfactionSurveyRoute() {
  const intl = useIntl();
  const { ticketId = '' } = useParams<'ticketId'>();
  // Issue 21: the server renders this survey with its questions (prerender.tsx); the app hydrates
  // it as it is, without a draft (boot.ts renders anew when the device holds one).
  const server = useServerRendered<SatisfactionSurvey | null>(useLocation().pathname);
  const template = useSatisfactionSurvey(
    ticketId || null,
    server ? { fallbackData: server.data } : undefined,
  );
  const submit = useSubmitSatisfactionSurvey();
  const draftKey = ticketId ? draftKeys.satisfactionSurvey(ticketId) : null;
  const draft = useFormDraft<SurveyAnswers>(draftKey, { assumeNone: server?.hydrating ?? false });
  const queued = useQueuedSubmit<{ ticket: string; surveyId: number; answers: SurveyAnswerSubmission[] }>({
    kind: 'satisfaction-survey',
    scope: draftKey ?? '',
    send: async (input, idempotencyKey) => {
      await submit.trigger({ ...input, idempotencyKey });
    },
    onSent: () => void draft.clear(),
  });
  const restored = draft.draft;

  const survey = template.data;
  const [introHtml, setIntroHtml] = useState<string | undefined>(undefined);
  const intro = survey?.intro;
  useEffect(() => {
    if (!intro) return;
    let live = true;
    // Sanitised (DOMPurify) with each image key swapped for the server's 60 s link (issue 20).
    void import('@partner-portal/api/rich-html')
      .then(({ toDisplayHtml }) =>
        toDisplayHtml(intro.html, { displayLink: async (key) => intro.images[key] ?? key }),
      )
      .then((html) => {
        if (live) setIntroHtml(html);
      });
    return () => {
      live = false;
    };
  }, [intro]);
  const onSubmit = async (answers: SurveyAnswerSubmission[]) => {
    if (!survey) throw new Error('No survey to submit');
    if ((await queued.submit({ ticket: ticketId, surveyId: survey.id, answers })) === 'queued') return;
    await draft.clear();
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
        key={draft.generation}
        initialAnswers={restored}
        onAnswersChange={draft.save}
        notice={
          <FieldFormNotice
            queued={queued.phase}
            onRetry={queued.retry}
            restored={restored !== undefined}
            savedAt={draft.savedAt}
            onDiscard={() => void draft.discard()}
          />
        }
        survey={
          template.data !== undefined
            ? (survey ?? { name: intl.formatMessage(routeTitles.csatSurvey), description: '', questions: [] })
            : undefined
        }
        isLoading={draft.status === 'loading' || (template.data === undefined && !template.error)}
        hasLoadError={template.data === undefined && Boolean(template.error)}
        onSubmit={onSubmit}
        introHtml={introHtml}
      />
    </AuthLayout>
  );
}
