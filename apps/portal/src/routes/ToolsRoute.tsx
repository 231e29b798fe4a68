import type { SowActionType } from '@partner-portal/api';
import { useCreateSowAction, useProjects, useSowActions } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import {
  sowActionMessages as m,
  SowActionDialog,
  sowActionColumns,
  type SowActionValues,
} from '@partner-portal/forms/sow-actions';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { userCan } from '../lib/access.ts';
import { listView } from '../lib/listView.ts';

/**
 * /tools: the SOW subtype actions (GET /management/get-sowsubtype-action/: which action each
 * project's SOW subtype triggers) with search, sorting and paging in the URL, and 'Add action'
 * (POST /management/add-sowsubtype-action/) for the roles that may call it.
 * Why here: operations §2 lists "Tools and review: tools, ..." and §6 guards "project_manager,
 * coordinator, kci, admin, auditor_user: ... tools ..."; no route is named after these calls, and
 * a per-project action table is a configuration tool of the project staff (our choice).
 */
export function ToolsRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const list = useListParams({ defaultOrdering: 'project,sowsubtype' });
  const read = useSowActions(list.query, { keepPreviousData: true });
  const canAdd = userCan('addSowsubtypeAction');
  const [isOpen, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const projects = useProjects(isOpen ? { page_size: 100, ordering: 'name' } : null);
  const add = useCreateSowAction();

  const submit = async (values: SowActionValues) => {
    setFormError(null);
    try {
      const answer = await add.trigger({
        projectId: Number(values.projectId),
        sowSubtype: values.sowSubtype,
        action: values.action as SowActionType,
      });
      setOpen(false);
      toast.show({ type: 'success', message: answer.message });
    } catch (error) {
      setFormError(listFailureText(intl, error));
      throw error;
    }
  };

  return (
    <ListScreen
      title={t(m.sowActions)}
      columns={sowActionColumns(intl)}
      {...listView(intl, read)}
      state={list.state}
      onStateChange={list.setState}
      emptyTitle={t(m.noSowActions)}
      toolbar={
        canAdd ? (
          <>
            <Button
              variant="primary"
              onPress={() => {
                setFormError(null);
                setOpen(true);
              }}
            >
              {t(m.addSowAction)}
            </Button>
            <SowActionDialog
              projects={(projects.data?.results ?? []).map((p) => ({
                id: String(p.id),
                label: `${p.name} (${p.code})`,
              }))}
              isOpen={isOpen}
              onOpenChange={setOpen}
              onSubmit={submit}
              formError={formError ?? (projects.error ? listFailureText(intl, projects.error) : null)}
            />
          </>
        ) : null
      }
    />
  );
}
