import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { FormActions, FormErrorSummary, FormLayout } from './FormLayout';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/FormLayout',
  component: FormLayout,
  tags: ['autodocs'],
  args: { children: null },
  decorators: [(Story) => <div style={{ maxInlineSize: 400 }}>{Story()}</div>],
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const SignInForm = ({ failed = false }: { failed?: boolean }) => (
  <form onSubmit={(event) => event.preventDefault()} noValidate>
    <FormLayout>
      <Heading level={2}>{storyText('Sign In')}</Heading>
      {failed && <Alert variant="error">{storyText('Invalid email or password.')}</Alert>}
      <TextField
        label={storyText('Email')}
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        isRequired
      />
      <PasswordField label={storyText('Password')} name="password" isRequired />
      <FormActions align="between">
        <Link href="#forgot-password" variant="standalone">
          {storyText('Forgot password?')}
        </Link>
        <Button type="submit">Sign in</Button>
      </FormActions>
    </FormLayout>
  </form>
);

export const SignIn: Story = { render: () => <SignInForm /> };

export const SignInFailed: Story = { render: () => <SignInForm failed /> };

export const WithErrorSummary: Story = {
  render: () => (
    <FormLayout>
      <Heading level={2}>{storyText('Contact Details')}</Heading>
      <FormErrorSummary
        focusOnMount={false}
        errors={[
          { fieldId: 'company-name', message: storyText('Please input your Company Name!') },
          { fieldId: 'company-email', message: 'Enter a valid company e-mail' },
        ]}
      />
      <TextField
        id="company-name"
        label={storyText('Company name')}
        isRequired
        isInvalid
        errorMessage={storyText('Please input your Company Name!')}
      />
      <TextField
        id="company-email"
        label="Company e-mail"
        type="email"
        dir="ltr"
        isRequired
        isInvalid
        errorMessage="Enter a valid company e-mail"
        value="rao@"
      />
      <FormActions align="stretch">
        <Button variant="secondary">{storyText('Back')}</Button>
        <Button type="submit">{storyText('Next')}</Button>
      </FormActions>
    </FormLayout>
  ),
};

export const SignInDark: Story = { render: () => <SignInForm failed />, globals: { theme: 'dark' } };

export const SignInArabic: Story = { render: () => <SignInForm failed />, globals: { locale: 'ar' } };
