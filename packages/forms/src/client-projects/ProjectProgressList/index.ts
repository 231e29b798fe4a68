export { ProjectProgressList } from './ProjectProgressList.tsx';
export type { ProjectProgressListProps } from './ProjectProgressList.tsx';
