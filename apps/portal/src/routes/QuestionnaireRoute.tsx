import {
  isApiError,
  QuestionStructureError,
  type Questionnaire,
  type QuestionnaireResponseInput,
  type QuestionnaireSummary,
} from '@partner-portal/api';
import { draftKeys, useFormDraft, useQueuedSubmit } from '@partner-portal/api/field-drafts';
import {
  useQuestionnaire,
  useQuestionnaireQuestion,
  useQuestionnaires,
  useRespondQuestionnaire,
} from '@partner-portal/api/hooks';
import { canCall } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import { FieldFormNotice } from '@partner-portal/forms/field-drafts';
import {
  questionnaireMessages as m,
  QuestionnaireFlatForm,
  QuestionnaireList,
  QuestionnaireThankYou,
  QuestionnaireTreeStep,
  QuestionnaireWelcome,
} from '@partner-portal/forms/questionnaire';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QuestionnaireFrame } from '../components/QuestionnaireFrame.tsx';
import { hrefTo } from '../config/paths.ts';
import type { RouteModuleProps } from '../config/routes.ts';
import { useServerRendered } from '../lib/serverData.tsx';
import { useQuestionnaireFlow, type QuestionnaireSaved } from '../lib/useQuestionnaireFlow.ts';

/** Query parameters of the route (operations §2 'Interactive questionnaire'). */
export const QUESTIONNAIRE_PARAMS = {
  template: 'initial-questionnaire',
  question: 'initial-question',
} as const;

/** The kept answers (a draft read back from the device), when their shape is right. */
function readSaved(kept: unknown): QuestionnaireSaved | null {
  if (typeof kept !== 'object' || kept === null) return null;
  const data = kept as Partial<QuestionnaireSaved>;
  const identity = data.identity;
  if (typeof identity?.fullName !== 'string' || typeof identity.phone !== 'string') return null;
  if (!Array.isArray(data.entries) || typeof data.flatValues !== 'object' || data.flatValues === null)
    return null;
  return {
    identity,
    entries: data.entries,
    current: data.current ?? null,
    flatValues: data.flatValues,
  };
}

/** A questionnaire submit as queued on the device. */
interface QueuedResponse {
  asKnownUser: boolean;
  input: QuestionnaireResponseInput;
}

/**
 * The questionnaire's draft and offline queue (issue 23): the answers in progress are kept on the
 * device under the link (template and start question) and restored with 'Draft restored' /
 * 'Discard draft'; a submit that cannot reach the server is queued ('Saved on this device') and
 * sent once when the connection returns.
 */
function QuestionnaireDraftView({ form, startCode }: { form: Questionnaire; startCode: string | null }) {
  const key = draftKeys.questionnaire(String(form.id), startCode ?? '');
  const draft = useFormDraft<QuestionnaireSaved>(key);
  const respond = useRespondQuestionnaire();
  const queued = useQueuedSubmit<QueuedResponse>({
    kind: 'questionnaire',
    scope: key,
    send: async ({ asKnownUser, input }, idempotencyKey) => {
      await respond.trigger({ asKnownUser, input: { ...input, idempotencyKey } });
    },
  });
  if (draft.status === 'loading') {
    return <QuestionnaireWelcome onboarding={false} onStart={() => undefined} isLoading />;
  }
  const restored = readSaved(draft.draft);
  return (
    <>
      <FieldFormNotice
        queued={queued.phase}
        onRetry={queued.retry}
        restored={restored !== null}
        savedAt={draft.savedAt}
        onDiscard={() => void draft.discard()}
      />
      <QuestionnaireFlowView
        key={draft.generation}
        form={form}
        startCode={startCode}
        restored={restored}
        keep={draft}
        submit={queued.submit}
      />
    </>
  );
}

/**
 * The interactive questionnaire once its form is loaded: welcome (onboarding asks full name and
 * phone), then tree questions one at a time or the flat form, then thank-you (a known user goes to
 * /additional-profiling after 3 s, unless the answers wait on the device to be sent). Answers are
 * kept as a draft on the device until submitted.
 */
function QuestionnaireFlowView({
  form,
  startCode,
  restored,
  keep,
  submit,
}: {
  form: Questionnaire;
  startCode: string | null;
  restored: QuestionnaireSaved | null;
  keep: { save: (saved: QuestionnaireSaved) => void; clear: () => Promise<void> };
  submit: (response: QueuedResponse) => Promise<'sent' | 'queued'>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const fetchQuestion = useQuestionnaireQuestion();
  const queuedRef = useRef(false);
  const userUuid = storage.get('user_uuid');
  const isKnownUser = userUuid !== null;
  const asKnownUser =
    storage.get('token') !== null &&
    canCall('questionnaireAnswerResponded', storage.get('user_role'), storage.get('all_roles'));
  const storedPhone = storage.get('user_phone') ?? '';

  const flow = useQuestionnaireFlow({
    isTreeForm: form.isTreeForm,
    flatQuestions: form.questions,
    startCode,
    fetchQuestion: (code) => fetchQuestion.trigger({ templateId: form.id, code }),
    fetchErrorText: (error) =>
      intl.formatMessage(
        error instanceof QuestionStructureError || (isApiError(error) && error.status === 404)
          ? m.questionNotFound
          : isApiError(error) && (error.status ?? 0) >= 500
            ? m.questionServerError
            : m.questionConnection,
      ),
    submit: async ({ identity, answers }) => {
      const onboarding = !asKnownUser;
      const outcome = await submit({
        asKnownUser,
        input: {
          templateId: form.id,
          onboarding,
          ...(onboarding ? { fullName: identity.fullName } : {}),
          ...(identity.phone || (!onboarding && /^\d{10}$/.test(storedPhone))
            ? { phone: identity.phone || storedPhone }
            : {}),
          answers,
        },
      });
      queuedRef.current = outcome === 'queued';
    },
    // Read after the submit: answers waiting on the device keep the user on this page, which sends them.
    get isKnownUser() {
      return isKnownUser && !queuedRef.current;
    },
    onRedirect: () => void navigate(hrefTo('additionalProfiling')),
    texts: { blankAnswer: intl.formatMessage(m.blankAnswer), noAnswers: intl.formatMessage(m.noAnswers) },
    saved: {
      read: () => restored,
      write: (data) => keep.save({ ...data }),
      clear: () => void keep.clear(),
    },
  });

  if (flow.phase === 'done') return <QuestionnaireThankYou redirectSeconds={flow.redirectIn} />;
  if (flow.phase === 'welcome') {
    return (
      <QuestionnaireWelcome
        title={form.formName || form.name}
        description={form.description}
        onboarding={!asKnownUser}
        onStart={flow.start}
      />
    );
  }
  if (!form.isTreeForm) {
    return (
      <QuestionnaireFlatForm
        title={form.name}
        description={form.description}
        questions={form.questions}
        values={flow.flatValues}
        onChange={flow.changeFlat}
        onSubmit={flow.submitFlat}
        isSubmitting={flow.phase === 'submitting'}
      />
    );
  }
  const current = flow.current;
  if (!current) {
    return (
      <QuestionnaireWelcome
        title={form.name}
        description={form.description}
        onboarding={false}
        onStart={() => flow.start(flow.identity ?? { fullName: '', phone: '' })}
        isLoading={flow.phase === 'loading'}
        formError={flow.formError}
      />
    );
  }
  const savedAt = flow.entries.findIndex((entry) => entry.question.code === current.code);
  return (
    <QuestionnaireTreeStep
      title={form.name}
      question={current}
      number={savedAt === -1 ? flow.entries.length + 1 : savedAt + 1}
      answeredCount={flow.entries.length}
      value={flow.draft}
      onChange={flow.change}
      onContinue={flow.continueOn}
      onPrevious={flow.previous}
      onFinish={flow.finish}
      answerError={flow.answerError}
      formError={flow.formError}
      submitFailed={flow.submitFailed}
      onRetry={flow.retry}
      isLoadingNext={flow.phase === 'loading'}
      isSubmitting={flow.phase === 'submitting'}
    />
  );
}

/**
 * /questionnaires (public) and /questionnaire (main layout): with `initial-questionnaire` (a
 * template id) and optionally `initial-question` (a code, upper-cased), the questionnaire;
 * without, the questionnaire list ('No questionnaire available' when empty). Loads GET
 * /partner/question/?template_id ('Failed to load questionnaire.'), fetches tree questions by code,
 * answers through POST /partner/answer_responded/ (known user) or its public variant.
 * Spec: operations §2 'Interactive questionnaire', §4, §5, §7 'Questionnaires', §8, §9.
 * Issue 21: the server sends the public list rendered with its questionnaires (links, usable
 * before any script).
 */
export function QuestionnaireRoute({ route }: RouteModuleProps) {
  const [params] = useSearchParams();
  const raw = params.get(QUESTIONNAIRE_PARAMS.template);
  const templateId = raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const initialQuestion = params.get(QUESTIONNAIRE_PARAMS.question)?.trim().toUpperCase() || null;
  // Issue 21: the server renders /questionnaires with its list (prerender.tsx); the app hydrates it.
  const server = useServerRendered<QuestionnaireSummary[]>(useLocation().pathname);
  const list = useQuestionnaires(
    templateId === null,
    server && templateId === null ? { fallbackData: server.data } : undefined,
  );
  const form = useQuestionnaire(templateId);

  let body: ReactNode;
  if (templateId === null) {
    body = (
      <QuestionnaireList
        questionnaires={list.data?.filter((item) => !item.isProfiling)}
        hasLoadError={list.data === undefined && Boolean(list.error)}
        hrefFor={(id) => `${route.path}?${QUESTIONNAIRE_PARAMS.template}=${id}`}
      />
    );
  } else if (!form.data) {
    body = (
      <QuestionnaireWelcome
        onboarding={false}
        onStart={() => undefined}
        hasLoadError={Boolean(form.error)}
        isLoading
      />
    );
  } else {
    body = (
      <QuestionnaireDraftView
        key={form.data.id}
        form={form.data}
        startCode={initialQuestion ?? form.data.firstQuestionCode}
      />
    );
  }
  return <QuestionnaireFrame route={route}>{body}</QuestionnaireFrame>;
}
