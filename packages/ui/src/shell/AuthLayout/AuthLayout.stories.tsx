import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../primitives/Button/Button';
import { FormActions, FormLayout } from '../../primitives/FormLayout/FormLayout';
import { Heading } from '../../primitives/Heading/Heading';
import { Link } from '../../primitives/Link/Link';
import { PasswordField } from '../../primitives/PasswordField/PasswordField';
import { Text } from '../../primitives/Text/Text';
import { TextField } from '../../primitives/TextField/TextField';
import { Footer } from '../Footer/Footer';
import { LanguageSelect } from '../LanguageSelect/LanguageSelect';
import { AuthLayout } from './AuthLayout';
import { storyText } from '../../test/storyText';

const SignInForm = () => (
  <form onSubmit={(event) => event.preventDefault()} noValidate>
    <FormLayout>
      <Heading level={2}>{storyText('Sign In')}</Heading>
      <TextField
        label={storyText('Email')}
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        isRequired
      />
      <PasswordField label={storyText('Password')} name="password" isRequired />
      <FormActions align="stretch">
        <Button type="submit">Sign in</Button>
      </FormActions>
      <Text size="sm">
        New partner? <Link href="#signup">{storyText('Sign up')}</Link>
      </Text>
    </FormLayout>
  </form>
);

const meta = {
  title: 'UI/Shell/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Partner Portal',
    tagline: 'One place for partners, projects, tickets and payments.',
    children: <SignInForm />,
    footer: <Footer year={2025} version="1.3.1" />,
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLanguagePicker: Story = {
  args: { actions: <LanguageSelect locale="en" onChange={() => undefined} /> },
};

export const SemiDark: Story = { globals: { theme: 'semi-dark' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Arabic: the brand panel moves to the right (inline start). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'بوابة الشركاء', tagline: 'مكان واحد للشركاء والمشاريع والتذاكر والمدفوعات.' },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
