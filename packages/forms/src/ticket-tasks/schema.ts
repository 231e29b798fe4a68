import * as yup from 'yup';

/** Most characters of the closing remarks. */
export const CLOSE_TASKS_REMARKS_MAX = 500;

/** Closing tasks: optional trimmed remarks of at most 500 characters. */
export const closeTasksSchema = (messages: { remarksTooLong: string }) =>
  yup.object({ remarks: yup.string().trim().max(CLOSE_TASKS_REMARKS_MAX, messages.remarksTooLong) });

/** Values of the close dialog. */
export interface CloseTasksValues {
  remarks: string;
}
