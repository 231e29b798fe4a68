import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { FormikPasswordField, FormikTextField } from './FormikTextField.tsx';
import { storyText } from '../test/storyText';

const schema = yup.object({
  name: yup.string().required(() => storyText('Please input your Name!')),
  secret: yup.string().required(() => storyText('Please input your Password!')),
});

/** Both adapters inside one Formik form with a Yup schema, as a screen uses them. */
function FieldsInForm({ initialTouched = false }: { initialTouched?: boolean }) {
  return (
    <Formik
      initialValues={{ name: '', secret: '' }}
      initialTouched={initialTouched ? { name: true, secret: true } : {}}
      initialErrors={
        initialTouched
          ? {
              name: storyText('Please input your Name!'),
              secret: storyText('Please input your Password!'),
            }
          : {}
      }
      validationSchema={schema}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <FormikTextField name="name" label={storyText('Name')} isRequired />
        <FormikPasswordField name="secret" label={storyText('Password')} isRequired />
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Forms/Fields/FormikTextField',
  component: FieldsInForm,
} satisfies Meta<typeof FieldsInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Errors show once a field is touched (a submit attempt touches every field). */
export const Invalid: Story = { args: { initialTouched: true } };

export const ErrorAfterLeavingTheField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: storyText('Name') })).toHaveFocus();
    await userEvent.tab();
    await expect(await canvas.findByText(storyText('Please input your Name!'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: storyText('Name') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
