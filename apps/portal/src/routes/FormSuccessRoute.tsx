import { FormSubmitted } from '@partner-portal/forms/form-success';
import { useIntl } from 'react-intl';
import { routeTitles } from '../config/routeTitles.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/** /success (public): 'Form Submitted Successfully !'. Spec: operations §2 'Public routes used here'. */
export function FormSuccessRoute() {
  const intl = useIntl();
  return (
    <PublicFormLayout title={intl.formatMessage(routeTitles.success)}>
      <FormSubmitted />
    </PublicFormLayout>
  );
}
