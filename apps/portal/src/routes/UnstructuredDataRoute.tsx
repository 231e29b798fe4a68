import { latestTemplate, type UnstructuredTemplate } from '@partner-portal/api';
import { useSaveUnstructuredData, useUnstructuredTemplates } from '@partner-portal/api/hooks';
import { draftKeys, useFormDraft, useQueuedSubmit } from '@partner-portal/api/field-drafts';
import { FieldFormNotice } from '@partner-portal/forms/field-drafts';
import {
  UnstructuredDataForm,
  type UnstructuredFieldAnswer,
  type UnstructuredValues,
} from '@partner-portal/forms/unstructured-data';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useServerRendered } from '../lib/serverData.tsx';
import { hrefTo } from '../config/paths.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { failureText } from '../lib/failureText.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /usd_form/{ticket_id}/{project_id} (public, reached by link): the unstructured data form. Loads
 * GET /management/unstructured-template/?project and shows the last template's items; a failed
 * load, or a project without a template, shows 'Error Validating Link!'. Saves POST
 * /management/unstructured-update-by-template/ `{ ticket, data }` and goes to /success (ours: the
 * spec does not say where a saved form goes; /success is the link forms' page); a failed save shows
 * 'Error Saving Form Data!' plus the error with every value kept. Spec: operations §2 'Unstructured
 * Data Form', §3, §7 'Forms and surveys', §8 'Forms'. What is typed is kept on the device per
 * link and restored with 'Draft restored' / 'Discard draft' (issue 23); a save made offline is
 * queued on the device ('Saved on this device'), sent once when the connection returns (one
 * Idempotency-Key per save), then /success. Issue 21: the server sends this page rendered with the
 * templates (usable before any script: text typed early is adopted, a press replayed).
 */
export function UnstructuredDataRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ticket_id: ticketId = '', project_id: projectId = '' } = useParams<'ticket_id' | 'project_id'>();
  // Issue 21: the server renders this form with the project's templates (prerender.tsx); the app
  // hydrates it as it is, without a draft (boot.ts renders anew when the device holds one).
  const server = useServerRendered<UnstructuredTemplate[]>(useLocation().pathname);
  const templates = useUnstructuredTemplates(
    projectId || null,
    server ? { fallbackData: server.data } : undefined,
  );
  const save = useSaveUnstructuredData();
  const draftKey = ticketId && projectId ? draftKeys.unstructuredData(ticketId, projectId) : null;
  const draft = useFormDraft<UnstructuredValues>(draftKey, { assumeNone: server?.hydrating ?? false });
  const queued = useQueuedSubmit<{ ticket: string; answers: UnstructuredFieldAnswer[] }>({
    kind: 'unstructured-data',
    scope: draftKey ?? '',
    send: async (input, idempotencyKey) => {
      await save.trigger({ ...input, idempotencyKey });
    },
    onSent: () => void draft.clear().then(() => navigate(hrefTo('success'))),
  });
  const restored = draft.draft;

  const template = templates.data ? latestTemplate(templates.data) : undefined;
  const items = templates.data ? (template?.items ?? []) : undefined;
  const hasTemplate = items !== undefined && items.length > 0;

  const onSubmit = async (answers: UnstructuredFieldAnswer[]) => {
    try {
      if ((await queued.submit({ ticket: ticketId, answers })) === 'queued') return;
    } catch (error) {
      throw new Error(failureText(intl, error) ?? '', { cause: error });
    }
    await draft.clear();
    void navigate(hrefTo('success'));
  };

  return (
    <PublicFormLayout title={intl.formatMessage(routeTitles.usdForm)}>
      <UnstructuredDataForm
        key={draft.generation}
        initialValues={restored}
        onValuesChange={draft.save}
        notice={
          <FieldFormNotice
            queued={queued.phase}
            onRetry={queued.retry}
            restored={restored !== undefined}
            savedAt={draft.savedAt}
            onDiscard={() => void draft.discard()}
          />
        }
        items={hasTemplate ? items : null}
        templateName={template?.name}
        isLoading={draft.status === 'loading' || (!templates.data && !templates.error)}
        hasLoadError={
          (templates.data === undefined && Boolean(templates.error)) ||
          (templates.data !== undefined && !hasTemplate)
        }
        onSubmit={onSubmit}
      />
    </PublicFormLayout>
  );
}
