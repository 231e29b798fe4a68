import type { Questionnaire } from '@partner-portal/api';
import {
  useQuestionnaire,
  useQuestionnaires,
  useSubmitProfilingQuestionnaire,
} from '@partner-portal/api/hooks';
import { sessionStore, storage } from '@partner-portal/api/storage';
import {
  profilingMessages as m,
  ProfilingIntro,
  ProfilingQuestionStep,
} from '@partner-portal/forms/profiling-questionnaire';
import { QuestionnaireThankYou } from '@partner-portal/forms/questionnaire';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { QuestionnaireFrame } from '../components/QuestionnaireFrame.tsx';
import { hrefTo } from '../config/paths.ts';
import type { RouteModuleProps } from '../config/routes.ts';
import { useProfilingFlow, type ProfilingSaved } from '../lib/useProfilingFlow.ts';

/** Reads the kept profiling answers of `templateId` back (sessionStorage), checking their shape. */
function readSaved(templateId: number): ProfilingSaved | null {
  const kept = sessionStore.get('profiling_progress');
  if (!kept || kept.scope !== String(templateId)) return null;
  const data = kept.data as Partial<ProfilingSaved>;
  const identity = data.identity;
  if (typeof identity?.fullName !== 'string' || typeof identity.phone !== 'string') return null;
  if (!Number.isInteger(data.index) || typeof data.answers !== 'object' || data.answers === null) return null;
  return { identity, index: data.index as number, answers: data.answers };
}

/** The profiling flow once its form is loaded. */
function ProfilingFlowView({ form }: { form: Questionnaire }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const submit = useSubmitProfilingQuestionnaire();
  const userUuid = storage.get('user_uuid');
  const userPhone = storage.get('user_phone') ?? '';
  const flow = useProfilingFlow({
    questions: form.questions,
    submit: async (identity, answers) => {
      await submit.trigger({
        identity:
          userUuid !== null
            ? { kind: 'known', userUuid, userPhone }
            : { kind: 'new', fullName: identity.fullName, phone: identity.phone },
        templateId: form.id,
        answers,
        submittedAt: new Date().toISOString(),
      });
    },
    onRedirect: () => void navigate(hrefTo('dashboard')),
    texts: { blankAnswer: intl.formatMessage(m.blankAnswer), unanswered: intl.formatMessage(m.unanswered) },
    saved: {
      read: () => readSaved(form.id),
      write: (data) => sessionStore.set('profiling_progress', { scope: String(form.id), data: { ...data } }),
      clear: () => sessionStore.remove('profiling_progress'),
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
        <ProfilingFlowView key={form.data.id} form={form.data} />
      ) : (
        <ProfilingIntro isKnownUser onStart={() => undefined} isLoading={!failed} hasLoadError={failed} />
      )}
    </QuestionnaireFrame>
  );
}
