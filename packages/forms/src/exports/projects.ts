/**
 * `@partner-portal/forms/projects`: the project list: columns and row, project status labels and
 * texts (operations §2 project-list).
 * @packageDocumentation
 */
export { projectColumns } from '../projects/ProjectList/columns.tsx';
export type { ProjectListRow } from '../projects/ProjectList/columns.tsx';
export { labelOf, optionsOf, projectStatusLabels } from '../operations-shared/labels.ts';
export { projectMessages } from '../projects/messages.ts';
export type { ProjectMessages } from '../projects/messages.ts';
export { ProjectList } from '../projects/ProjectList/ProjectList.tsx';
export type { ProjectListProps } from '../projects/ProjectList/ProjectList.tsx';
