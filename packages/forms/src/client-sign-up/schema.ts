import * as yup from 'yup';
import { isEmail } from '@partner-portal/api/validation';
import { isPhoneNumber } from '@partner-portal/api/validation';
import type { ClientSignUpValues } from './values.ts';

/** Messages the client sign-up schema shows, already translated. */
export interface ClientSignUpSchemaMessages {
  /** 'Please fill this field!' (Associated Client, Name, Email). */
  fillThisField: string;
  /** 'The input is not valid E-mail!' */
  emailInvalid: string;
  /** 'Please input your phone number!' */
  phoneRequired: string;
  /** A number of the wrong length for its dial code (ours: 'Please enter a valid phone number.'). */
  phoneInvalid: string;
  /** 'Please input your Designation!' */
  designationRequired: string;
}

/**
 * Yup schema of the client sign-up: every field required, the e-mail valid, the phone 10 digits
 * for +91. Spec: access §5 'Client sign-up', §9.
 */
export function clientSignUpSchema(messages: ClientSignUpSchemaMessages) {
  return yup.object({
    clientName: yup.string().trim().required(messages.fillThisField),
    fullName: yup.string().trim().required(messages.fillThisField),
    phone: yup
      .object({
        countryCode: yup.string().defined(),
        dialCode: yup.string().defined(),
        // Formik hands empty strings over as undefined: `ensure()` reads them as ''.
        number: yup.string().ensure(),
      })
      .required()
      .test('required', messages.phoneRequired, (value) => value.number !== '')
      .test(
        'valid',
        messages.phoneInvalid,
        (value) => value.number === '' || isPhoneNumber(value.number, value.dialCode),
      ),
    email: yup
      .string()
      .trim()
      .required(messages.fillThisField)
      .test('email', messages.emailInvalid, (value) => value === undefined || isEmail(value)),
    designation: yup.string().trim().required(messages.designationRequired),
  });
}

/** The values the schema produces. */
export type ClientSignUpSchemaValues = yup.InferType<ReturnType<typeof clientSignUpSchema>>;

const sameShape: [ClientSignUpValues, ClientSignUpSchemaValues] extends [
  ClientSignUpSchemaValues,
  ClientSignUpValues,
]
  ? true
  : never = true;
void sameShape;
