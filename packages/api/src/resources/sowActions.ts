import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import {
  pageFromWire,
  withQuery,
  writtenFromWire,
  type ListQuery,
  type ListResponse,
  type ProjectRef,
  type WriteResponse,
} from './lists.ts';

// SOW actions (operations §7 'Management and warehouse', shown on /tools): which action each
// project's SOW subtype triggers. Shapes are "not shown" in the spec: the reference server's choice.

/** An action a SOW subtype can trigger. */
export type SowActionType =
  'send_csat_survey' | 'send_service_report' | 'request_spare' | 'notify_client' | 'auto_close';

/** An action set for a project's SOW subtype. */
export interface SowAction {
  id: number;
  project: ProjectRef;
  sowSubtype: string;
  action: SowActionType;
  /** ISO 8601 instant. */
  createdAt: string;
}

/** Query of GET /management/get-sowsubtype-action/ (orderable: id, sowsubtype, action, project, created_at). */
export interface SowActionQuery extends ListQuery {
  /** Project id. */
  project?: number;
  sowSubtype?: string;
}

/** An action to set for a project's SOW subtype (2-80 characters). */
export interface NewSowAction {
  projectId: number;
  sowSubtype: string;
  action: SowActionType;
}

/** A created SOW action. */
export interface CreatedSowAction extends NewSowAction {
  id: number;
  createdAt: string;
}

interface WireSowAction {
  id: number;
  project: ProjectRef;
  sowsubtype: string;
  action: SowActionType;
  created_at: string;
}

interface WireCreatedSowAction {
  id: number;
  project_id: number;
  sowsubtype: string;
  action: SowActionType;
  created_at: string;
}

function sowActionFromWire(wire: WireSowAction): SowAction {
  return {
    id: wire.id,
    project: wire.project,
    sowSubtype: wire.sowsubtype,
    action: wire.action,
    createdAt: wire.created_at,
  };
}

function createdFromWire(wire: WireCreatedSowAction): CreatedSowAction {
  return {
    id: wire.id,
    projectId: wire.project_id,
    sowSubtype: wire.sowsubtype,
    action: wire.action,
    createdAt: wire.created_at,
  };
}

function toWireQuery({ sowSubtype, ...rest }: SowActionQuery = {}) {
  return { ...rest, sowsubtype: sowSubtype };
}

/**
 * `client.sowActions`. Every call rejects with an `ApiError` (401, 403 for a role outside
 * `CALL_ROLES`, 400 with the server's message, 409 when already set). Spec: operations §7.
 */
export interface SowActionsApi {
  /** GET /management/get-sowsubtype-action/. Spec: operations §7. */
  list(query?: SowActionQuery, options?: RequestOptions): Promise<ListResponse<SowAction>>;
  /** POST /management/add-sowsubtype-action/ → 201 (409 when already set). Spec: operations §7. */
  create(body: NewSowAction, options?: RequestOptions): Promise<WriteResponse<CreatedSowAction>>;
}

/** Builds `client.sowActions`. */
export function createSowActionsApi(core: HttpCore): SowActionsApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireSowAction>>(
          '/management/get-sowsubtype-action/',
          withQuery(toWireQuery(query), options),
        ),
        sowActionFromWire,
      ),
    create: async ({ projectId, sowSubtype, action }, options) =>
      writtenFromWire(
        await core.post<WriteResponse<WireCreatedSowAction>>(
          '/management/add-sowsubtype-action/',
          { project_id: projectId, sowsubtype: sowSubtype, action },
          options,
        ),
        createdFromWire,
      ),
  };
}
