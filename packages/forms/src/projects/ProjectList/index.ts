export { ProjectList } from './ProjectList.tsx';
export type { ProjectListProps } from './ProjectList.tsx';
