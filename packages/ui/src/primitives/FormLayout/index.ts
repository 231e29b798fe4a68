export { FormActions, FormErrorSummary, FormLayout } from './FormLayout';
export type {
  FormActionsProps,
  FormErrorSummaryItem,
  FormErrorSummaryProps,
  FormLayoutProps,
} from './FormLayout';
