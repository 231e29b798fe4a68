import { defineMessages } from 'react-intl';

/** Texts of the client sign-up screen; English defaults are the spec's exact words (access §2, §5). */
export const clientSignUpMessages = defineMessages({
  title: { id: 'forms.clientSignUp.title', defaultMessage: 'Client Sign Up' },
  clientName: { id: 'forms.clientSignUp.clientName', defaultMessage: 'Associated Client' },
  fullName: {
    id: 'forms.clientSignUp.fullName',
    defaultMessage: 'Name',
    description: "Field label: the person's full name (client sign-up)",
  },
  phone: {
    id: 'forms.clientSignUp.phone',
    defaultMessage: 'Phone',
    description: 'Field label: phone number',
  },
  email: {
    id: 'forms.clientSignUp.email',
    defaultMessage: 'Email',
    description: 'Field label: e-mail address',
  },
  designation: { id: 'forms.clientSignUp.designation', defaultMessage: 'Designation' },
  submit: { id: 'forms.clientSignUp.submit', defaultMessage: 'Sign Up' },
  back: { id: 'forms.clientSignUp.back', defaultMessage: 'Back to client login' },
  failed: { id: 'forms.clientSignUp.failed', defaultMessage: 'Sign-up failed' },
  fillThisField: { id: 'forms.clientSignUp.fillThisField', defaultMessage: 'Please fill this field!' },
  emailInvalid: { id: 'forms.clientSignUp.emailInvalid', defaultMessage: 'The input is not valid E-mail!' },
  phoneRequired: {
    id: 'forms.clientSignUp.phoneRequired',
    defaultMessage: 'Please input your phone number!',
  },
  phoneInvalid: {
    id: 'forms.clientSignUp.phoneInvalid',
    defaultMessage: 'Please enter a valid phone number.',
  },
  designationRequired: {
    id: 'forms.clientSignUp.designationRequired',
    defaultMessage: 'Please input your Designation!',
  },
});
