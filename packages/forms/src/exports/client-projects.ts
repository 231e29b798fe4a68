/**
 * `@partner-portal/forms/client-projects`: projects with their ticket progress (/project for the
 * project manager, /client-project-list for client staff).
 * @packageDocumentation
 */
export type { ProjectProgressRow } from '../client-projects/types.ts';
export { ProjectProgressList } from '../client-projects/ProjectProgressList/index.ts';
export type { ProjectProgressListProps } from '../client-projects/ProjectProgressList/index.ts';
export { clientProjectMessages } from '../client-projects/messages.ts';
export type { ClientProjectMessages } from '../client-projects/messages.ts';
