import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../../primitives/Link/Link';
import { ResultPage } from './ResultPage';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Shell/ResultPage',
  component: ResultPage,
  parameters: { layout: 'fullscreen' },
  args: {
    status: '401',
    title: 'Not Authorized',
    action: (
      <Link href="#portals" variant="button">
        {storyText('Log Out')}
      </Link>
    ),
  },
} satisfies Meta<typeof ResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAuthorized: Story = {};

export const Forbidden: Story = {
  args: { status: '403', title: 'Forbidden', subtitle: 'You do not have access to this page.' },
};

export const NotFound: Story = {
  args: {
    status: '404',
    title: 'Page not found',
    subtitle: 'Oops, an error has occurred. Page not found!',
    action: (
      <Link href="#home" variant="button">
        {storyText('Go to Home')}
      </Link>
    ),
  },
};

export const ServerError: Story = {
  args: {
    status: '500',
    title: 'Server error',
    subtitle: 'Sorry, server goes wrong.',
    action: (
      <Link href="#home" variant="button">
        {storyText('Go to Home')}
      </Link>
    ),
  },
};

export const NotFoundDark: Story = { ...NotFound, globals: { theme: 'dark' } };

export const NotAuthorizedArabic: Story = { globals: { locale: 'ar' } };

export const InsideAShell: Story = { args: { ...NotFound.args, standalone: false } };
