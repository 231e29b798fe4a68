export { ResultPage } from './ResultPage';
export type { ResultPageProps, ResultStatus } from './ResultPage';
