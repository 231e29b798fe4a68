/** Project statuses. */
export const PROJECT_STATUSES = ['active', 'on_hold', 'closed'] as const;

/** Texts of the project answers (the spec shows none; the reference server's wording). */
export const PROJECT_MESSAGES = {
  closeTasksInvalid: 'Send task_ids: 1 to 100 task ids.',
  tasksNotFound: 'Tasks not found: {ids}.',
  tasksClosedAlready: 'Tasks already closed: {ids}.',
  tasksClosed: '{count} task(s) closed.',
} as const;

/** Body of POST /management/close-tasks/. */
export interface CloseTasksBody {
  task_ids: number[];
  remarks?: string;
}

/** POST /management/close-tasks/ `{ task_ids (1-100 distinct ids), remarks? (at most 500) }`. */
export const closeTasksSchema = {
  body: {
    type: 'object',
    required: ['task_ids'],
    properties: {
      task_ids: {
        type: 'array',
        minItems: 1,
        maxItems: 100,
        uniqueItems: true,
        items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      },
      remarks: { type: 'string', maxLength: 500 },
    },
  },
} as const;
