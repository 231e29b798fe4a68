import { uploadFile } from '@partner-portal/api';
import { useApiClient, useCreateSurvey, useStaffSurvey, useUpdateSurvey } from '@partner-portal/api/hooks';
import { draftKeys, useFormDraft } from '@partner-portal/api/field-drafts';
import { toDisplayHtml, toStoredHtml } from '@partner-portal/api/rich-html';
import { FieldFormNotice } from '@partner-portal/forms/field-drafts';
import {
  SurveyEditor,
  surveyValuesOf,
  type SurveyEditorValues,
  type SurveySubmission,
} from '@partner-portal/forms/surveys';
import { useToast } from '@partner-portal/ui/feedback';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import type { RouteModuleProps } from '../config/routes.ts';
import { userCan } from '../lib/access.ts';
import { listFailureText } from '../lib/failureText.ts';

/**
 * /add-survey and /edit-survey/{id} (issue 20): the survey editor. Editing reads GET
 * /management/surveys/{id}/ and shows the description sanitised (DOMPurify) with its image keys
 * swapped for the server's 60 s links; images added are uploaded through the presign call
 * (operations §7 'File upload') and shown from the device until saved; saving sends the HTML
 * sanitised with every image as its storage key (POST, or PATCH with the version read), then goes
 * to /surveys with the server's message. A failed save keeps every value and shows why. What is
 * typed is kept as a draft on the device (per survey, or 'new') and restored with 'Draft restored'
 * / 'Discard draft', removed after a save (issue 23).
 */

/** The editor's draft on the device: the values and the images uploaded so far (shown URL -> key). */
interface SurveyDraft {
  values: SurveyEditorValues;
  uploaded: [string, string][];
}

export function SurveyEditorRoute({ route }: RouteModuleProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useApiClient();
  const { id: idParam } = useParams<'id'>();
  const id = route.id === 'editSurvey' && /^\d+$/.test(idParam ?? '') ? Number(idParam) : null;
  const survey = useStaffSurvey(id);
  const create = useCreateSurvey();
  const update = useUpdateSurvey();
  const uploaded = useRef(new Map<string, string>());
  const [initialValues, setInitialValues] = useState<SurveyEditorValues | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const isEdit = route.id === 'editSurvey';
  const draft = useFormDraft<SurveyDraft>(
    isEdit && id === null ? null : draftKeys.surveyEditor(id === null ? 'new' : String(id)),
  );
  const restored = draft.draft;
  const restoredOnce = useRef(false);
  if (restored && !restoredOnce.current) {
    restoredOnce.current = true;
    for (const [url, key] of restored.uploaded) uploaded.current.set(url, key);
  }

  useEffect(() => {
    if (!survey.data || initialValues) return;
    let live = true;
    const { data } = survey;
    void toDisplayHtml(data.descriptionHtml, { displayLink: async (key) => data.images[key] ?? key }).then(
      (safeHtml) => {
        // Shown links map back to their keys when saved.
        for (const [key, url] of Object.entries(data.images)) uploaded.current.set(url, key);
        if (live) setInitialValues(surveyValuesOf({ ...data, descriptionHtml: safeHtml }));
      },
    );
    return () => {
      live = false;
    };
  }, [survey, initialValues]);

  useEffect(() => {
    const objectUrls = uploaded.current;
    return () => {
      for (const url of objectUrls.keys()) if (url.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, []);

  const save = async (values: SurveySubmission) => {
    // The device's object URLs and the shown signed links become their storage keys; then sanitise.
    let html = values.descriptionHtml;
    for (const [url, key] of uploaded.current)
      html = html.split(url.replace(/&/g, '&amp;')).join(key).split(url).join(key);
    const input = { ...values, descriptionHtml: toStoredHtml(html, { keyFromUrl: () => undefined }) };
    setFormError(null);
    try {
      const answer =
        isEdit && survey.data
          ? await update.trigger({ id: survey.data.id, version: survey.data.version, changes: input })
          : await create.trigger(input);
      await draft.clear();
      toast.show({ type: 'success', message: answer.message });
      void navigate(hrefTo('surveys'));
    } catch (caught) {
      setFormError(listFailureText(intl, caught));
      throw caught;
    }
  };

  const notFound = isEdit && id === null;
  return (
    <SurveyEditor
      mode={isEdit ? 'edit' : 'create'}
      key={draft.generation}
      initialValues={restored?.values ?? (isEdit ? initialValues : undefined)}
      isLoading={draft.status === 'loading' || (isEdit && !notFound && !initialValues && !survey.error)}
      onValuesChange={(values) => draft.save({ values, uploaded: [...uploaded.current] })}
      notice={
        <FieldFormNotice
          restored={restored !== undefined}
          savedAt={draft.savedAt}
          onDiscard={() => void draft.discard()}
        />
      }
      loadError={
        notFound ? listFailureText(intl, { status: 404 }) : (listFailureText(intl, survey.error) ?? undefined)
      }
      onRetry={() => void survey.mutate()}
      canEdit={userCan('surveyWrite') && (!isEdit || (survey.data?.canEdit ?? false))}
      onUploadImage={async (file) => {
        const { key } = await uploadFile(client, file);
        const url = URL.createObjectURL(file);
        uploaded.current.set(url, key);
        return url;
      }}
      onSubmit={save}
      formError={formError}
      backHref={hrefTo('surveys')}
    />
  );
}
