export { SurveyEditor } from './SurveyEditor.tsx';
export type { SurveyEditorProps } from './SurveyEditor.tsx';
