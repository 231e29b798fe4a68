import { useStaffSurveys, useUpdateSurvey } from '@partner-portal/api/hooks';
import { SurveyList, type SurveyListItem } from '@partner-portal/forms/surveys';
import { useToast } from '@partner-portal/ui/feedback';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { hrefTo } from '../config/paths.ts';
import { userCan } from '../lib/access.ts';
import { listFailureText } from '../lib/failureText.ts';

/**
 * /surveys ('CSAT Surveys', operations §2 PM/admin menu; guarded for project staff, §6): the
 * staff-written satisfaction surveys from GET /management/surveys/; roles of
 * `CALL_ROLES.surveyWrite` get 'New survey' and switch their own surveys on or off (PATCH
 * `{ version, is_active }`, the server's message as a toast, a refusal above the list). Issue 20.
 */
export function SurveyListRoute() {
  const intl = useIntl();
  const toast = useToast();
  const surveys = useStaffSurveys();
  const update = useUpdateSurvey();
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const canWrite = userCan('surveyWrite');
  const items: SurveyListItem[] | undefined = surveys.data?.map((survey) => ({
    id: survey.id,
    title: survey.title,
    isActive: survey.isActive,
    questionCount: survey.questions.length,
    authorName: survey.authorName,
    updatedAt: survey.updatedAt,
    canEdit: survey.canEdit,
  }));

  return (
    <SurveyList
      surveys={items}
      isLoading={!surveys.data && !surveys.error}
      loadError={listFailureText(intl, surveys.error) ?? undefined}
      onRetry={() => void surveys.mutate()}
      addHref={canWrite ? hrefTo('addSurvey') : undefined}
      editHref={(id) => hrefTo('editSurvey', { id: String(id) })}
      togglingId={togglingId}
      actionError={actionError}
      onToggleActive={
        canWrite
          ? (item) => {
              const survey = surveys.data?.find((candidate) => candidate.id === item.id);
              if (!survey) return;
              setTogglingId(item.id);
              setActionError(null);
              update
                .trigger({ id: survey.id, version: survey.version, changes: { isActive: !survey.isActive } })
                .then((answer) => toast.show({ type: 'success', message: answer.message }))
                .catch((caught: unknown) => setActionError(listFailureText(intl, caught)))
                .finally(() => setTogglingId(null));
            }
          : undefined
      }
    />
  );
}
