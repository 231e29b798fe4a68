import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse } from '../resources/lists.ts';
import type {
  ClosedTasks,
  CloseTasks,
  Project,
  ProjectQuery,
  ProjectTask,
  TaskQuery,
} from '../resources/projects.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

/** Projects (GET /management/projects/); `null` skips. Spec: operations §7. */
export function useProjects(
  query: ProjectQuery | null = {},
  config?: SWRConfiguration<ListResponse<Project>, ApiError>,
): SWRResponse<ListResponse<Project>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.projects.list(query) : null,
    () => client.projects.list(query ?? {}),
    config,
  );
}

/** Key type of {@link useCloseTasks}. */
export type CloseTasksKey = ReturnType<typeof apiKeys.projects.closeTasks>;

/** Closes tasks (`trigger({ taskIds })`, all or none), then revalidates projects and the dashboard. Spec: operations §7. */
export function useCloseTasks(): SWRMutationResponse<ClosedTasks, ApiError, CloseTasksKey, CloseTasks> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.projects.closeTasks(),
    (_key, { arg }: { arg: CloseTasks }) => client.projects.closeTasks(arg),
    {
      onSuccess: () =>
        revalidate(apiKeys.projects.all(), apiKeys.dashboardAnalytics.all(), apiKeys.tickets.all()),
    },
  );
}

/** Tasks with their ticket (GET /management/tasks/); `null` skips. Spec: operations §2 tasks (issue 13). */
export function useTasks(
  query: TaskQuery | null = {},
  config?: SWRConfiguration<ListResponse<ProjectTask>, ApiError>,
): SWRResponse<ListResponse<ProjectTask>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.projects.tasks(query) : null,
    () => client.projects.tasks(query ?? {}),
    config,
  );
}
