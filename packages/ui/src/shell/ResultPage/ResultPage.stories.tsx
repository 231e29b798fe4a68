import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../../primitives/Link/Link';
import { ResultPage } from './ResultPage';
import { storyText } from '../../test/storyText';

/** A result page's action; its text is read at render time, in the story's locale. */
function ActionLink({ href, text }: { href: string; text: string }) {
  return (
    <Link href={href} variant="button">
      {storyText(text)}
    </Link>
  );
}

const meta = {
  title: 'UI/Shell/ResultPage',
  component: ResultPage,
  parameters: { layout: 'fullscreen' },
  args: {
    status: '401',
    title: 'Not Authorized',
    action: <ActionLink href="#portals" text="Log Out" />,
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
    action: <ActionLink href="#home" text="Go to Home" />,
  },
};

export const ServerError: Story = {
  args: {
    status: '500',
    title: 'Server error',
    subtitle: 'Sorry, server goes wrong.',
    action: <ActionLink href="#home" text="Go to Home" />,
  },
};

export const NotFoundDark: Story = { ...NotFound, globals: { theme: 'dark' } };

export const NotAuthorizedArabic: Story = { globals: { locale: 'ar' } };

export const InsideAShell: Story = { args: { ...NotFound.args, standalone: false } };
