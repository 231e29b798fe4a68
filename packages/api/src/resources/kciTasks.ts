import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse } from './lists.ts';
import { workTicketFromWire, type WireWorkTicket, type WorkTicket } from './workTicket.ts';

// KCI tasks (/kci-tasks; issue 14): the key customer information checklists of finished visits.

/** State of a KCI checklist. */
export type KciTaskStatus = 'pending' | 'completed';

/** Answer to a checklist item: pass, fail, not applicable. */
export type KciAnswer = 'pass' | 'fail' | 'na';

/** One item of a checklist ('Serial number photographed'). */
export interface KciItem {
  id: number;
  position: number;
  label: string;
  /** `null` until the checklist is completed. */
  answer: KciAnswer | null;
  remark: string | null;
}

/** A KCI checklist on a ticket. */
export interface KciTask {
  id: number;
  ticket: WorkTicket;
  templateName: string;
  status: KciTaskStatus;
  /** passed when no item failed; `null` while pending. */
  result: 'passed' | 'failed' | null;
  /** ISO 8601 instants. */
  dueAt: string | null;
  completedAt: string | null;
  createdAt: string;
  assigneeName: string | null;
  items: KciItem[];
}

/** Query of GET /management/kci-tasks/ (orderable: due_at, created_at, ticket). */
export interface KciTaskQuery extends ListQuery {
  /** Default pending. */
  status?: KciTaskStatus;
}

/** One answer of a completed checklist; a failed item needs a remark. */
export interface KciItemAnswer {
  itemId: number;
  answer: KciAnswer;
  remark?: string;
}

interface WireKciTask {
  id: number;
  ticket: WireWorkTicket;
  template_name: string;
  status: KciTaskStatus;
  result: 'passed' | 'failed' | null;
  due_at: string | null;
  completed_at: string | null;
  created_at: string;
  assignee_name: string | null;
  items: KciItem[];
}

function kciTaskFromWire(wire: WireKciTask): KciTask {
  return {
    id: wire.id,
    ticket: workTicketFromWire(wire.ticket),
    templateName: wire.template_name,
    status: wire.status,
    result: wire.result,
    dueAt: wire.due_at,
    completedAt: wire.completed_at,
    createdAt: wire.created_at,
    assigneeName: wire.assignee_name,
    items: wire.items ?? [],
  };
}

/**
 * `client.kciTasks`. Every call rejects with an `ApiError`: 401, 403 outside CALL_ROLES.kciTasks,
 * 400 with the server's message, 404 for another user's checklist, 409 completed already.
 */
export interface KciTasksApi {
  /** GET /management/kci-tasks/: the caller's checklists (kci: their own; coordinator, admin: all). */
  list(query?: KciTaskQuery, options?: RequestOptions): Promise<ListResponse<KciTask>>;
  /** POST /management/kci-tasks/{id}/complete/: every item answered; resolves with the message and the checklist. */
  complete(
    id: number,
    answers: readonly KciItemAnswer[],
    options?: RequestOptions,
  ): Promise<{ message: string; task: KciTask }>;
}

/** Builds `client.kciTasks`. */
export function createKciTasksApi(core: HttpCore): KciTasksApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireKciTask>>('/management/kci-tasks/', withQuery(query, options)),
        kciTaskFromWire,
      ),
    complete: async (id, answers, options) => {
      const wire = await core.post<{ message: string; task: WireKciTask }>(
        `/management/kci-tasks/${id}/complete/`,
        {
          answers: answers.map((a) => ({
            item_id: a.itemId,
            answer: a.answer,
            ...(a.remark?.trim() ? { remark: a.remark.trim() } : {}),
          })),
        },
        options,
      );
      return { message: wire.message, task: kciTaskFromWire(wire.task) };
    },
  };
}
