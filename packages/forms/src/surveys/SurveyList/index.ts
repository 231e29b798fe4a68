export { SurveyList } from './SurveyList.tsx';
export type { SurveyListItem, SurveyListProps } from './SurveyList.tsx';
