import type { ProfilingSubmissionInput, Questionnaire } from '@partner-portal/api';
import { draftKeys, useFormDraft, useQueuedSubmit } from '@partner-portal/api/field-drafts';
import {
  useQuestionnaire,
  useQuestionnaires,
  useSubmitProfilingQuestionnaire,
} from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { FieldFormNotice } from '@partner-portal/forms/field-drafts';
import {
  profilingMessages as m,
  ProfilingIntro,
  ProfilingQuestionStep,
} from '@partner-portal/forms/profiling-questionnaire';
import { QuestionnaireThankYou } from '@partner-portal/forms/questionnaire';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { QuestionnaireFrame } from '../components/QuestionnaireFrame.tsx';
import { hrefTo } from '../config/paths.ts';
import type { RouteModuleProps } from '../config/routes.ts';
import { useProfilingFlow, type ProfilingSaved } from '../lib/useProfilingFlow.ts';

/** The kept profiling answers (a draft read back from the device), when their shape is right. */
function readSaved(kept: unknown): ProfilingSaved | null {
  if (typeof kept !== 'object' || kept === null) return null;
  const data = kept as Partial<ProfilingSaved>;
  const identity = data.identity;
  if (typeof identity?.fullName !== 'string' || typeof identity.phone !== 'string') return null;
  if (!Number.isInteger(data.index) || typeof data.answers !== 'object' || data.answers === null) return null;
  return { identity, index: data.index as number, answers: data.answers };
}

/**
 * The profiling questionnaire's draft and offline queue (issue 23): answers in progress kept on the
 * device per form, restored with 'Draft restored' / 'Discard draft'; a submit that cannot reach
 * the server is queued ('Saved on this device') and sent once when the connection returns.
 */
function ProfilingDraftView({ form }: { form: Questionnaire }) {
  const key = draftKeys.profilingQuestionnaire(String(form.id));
  const draft = useFormDraft<ProfilingSaved>(key);
  const submit = useSubmitProfilingQuestionnaire();
  const queued = useQueuedSubmit<ProfilingSubmissionInput>({
    kind: 'profiling-questionnaire',
    scope: key,
    send: async (input, idempotencyKey) => {
      await submit.trigger({ ...input, idempotencyKey });
    },
  });
  if (draft.status === 'loading') return <ProfilingIntro isKnownUser onStart={() => undefined} isLoading />;
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
      <ProfilingFlowView
        key={draft.generation}
        form={form}
        restored={restored}
        keep={draft}
        submit={queued.submit}
      />
    </>
  );
}

/** The profiling flow once its form is loaded. */
function ProfilingFlowView({
  form,
  restored,
  keep,
  submit,
}: {
  form: Questionnaire;
  restored: ProfilingSaved | null;
  keep: { save: (saved: ProfilingSaved) => void; clear: () => Promise<void> };
  submit: (input: ProfilingSubmissionInput) => Promise<'sent' | 'queued'>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queuedRef = useRef(false);
  const userUuid = storage.get('user_uuid');
  const userPhone = storage.get('user_phone') ?? '';
  const flow = useProfilingFlow({
    questions: form.questions,
    submit: async (identity, answers) => {
      const outcome = await submit({
        identity:
          userUuid !== null
            ? { kind: 'known', userUuid, userPhone }
            : { kind: 'new', fullName: identity.fullName, phone: identity.phone },
        templateId: form.id,
        answers,
        submittedAt: new Date().toISOString(),
      });
      queuedRef.current = outcome === 'queued';
    },
    // Answers waiting on the device keep the user on this page, which sends them.
    onRedirect: () => {
      if (!queuedRef.current) void navigate(hrefTo('dashboard'));
    },
    texts: { blankAnswer: intl.formatMessage(m.blankAnswer), unanswered: intl.formatMessage(m.unanswered) },
    saved: {
      read: () => restored,
      write: (data) => keep.save({ ...data }),
      clear: () => void keep.clear(),
    },
  });

  if (flow.phase === 'done') {
    return (
      <QuestionnaireThankYou
        redirectSeconds={flow.redirectIn}
        redirectText={(seconds) => intl.formatMessage(m.redirecting, { seconds })}
      />
    );
  }
  const question = form.questions[flow.index];
  if (flow.phase === 'intro' || !question) {
    return (
      <ProfilingIntro
        isKnownUser={userUuid !== null}
        knownUserName={storage.get('user_full_name')}
        onStart={flow.start}
      />
    );
  }
  return (
    <ProfilingQuestionStep
      question={question}
      index={flow.index}
      total={form.questions.length}
      value={flow.answers[question.code]}
      onChange={flow.change}
      onNext={flow.next}
      onPrevious={flow.previous}
      onSubmit={flow.submit}
      answerError={flow.answerError}
      formError={flow.formError}
      submitFailed={flow.submitFailed}
      isSubmitting={flow.phase === 'submitting'}
    />
  );
}

/**
 * /profiling-questionnaire (public): intro (new users give full name and phone; known users are
 * identified by stored uuid and phone), one question per step with a progress percentage, submit
 * through POST /partner/questionnaire/submit/, thank-you and /dashboard after 3 s. The questions are
 * the profiling form's (GET /partner/questionnaire/, then GET /partner/question/?template_id).
 * Spec: operations §2 'Profiling questionnaire', §3, §4, §5, §7, §8, §9.
 */
export function ProfilingQuestionnaireRoute({ route }: RouteModuleProps) {
  const list = useQuestionnaires();
  const profilingId = list.data?.find((item) => item.isProfiling)?.id ?? null;
  const form = useQuestionnaire(profilingId);
  const failed =
    Boolean(list.error) || Boolean(form.error) || (list.data !== undefined && profilingId === null);
  return (
    <QuestionnaireFrame route={route}>
      {form.data ? (
        <ProfilingDraftView key={form.data.id} form={form.data} />
      ) : (
        <ProfilingIntro isKnownUser onStart={() => undefined} isLoading={!failed} hasLoadError={failed} />
      )}
    </QuestionnaireFrame>
  );
}
