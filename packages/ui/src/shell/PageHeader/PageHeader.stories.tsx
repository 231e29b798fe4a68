import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../../test/storyIntl';
import { shellMessages } from '../shellMessages';
import { PageHeader } from './PageHeader';

const notifications = [
  {
    id: 'n1',
    title: 'Ticket escalated',
    description: 'TK-1042 needs attention',
    time: '12-03-2025 10:15 AM',
  },
  { id: 'n2', title: 'Invoice approved', description: 'INV-88', time: '11-03-2025 04:30 PM' },
];

const meta = {
  title: 'UI/Shell/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div id="side-nav" style={{ padding: 16 }}>
          Navigation the menu icon shows and hides
        </div>
      </>
    ),
  ],
  args: {
    userLabel: 'Asha Rao',
    onLogout: fn(),
    onSwitchPortal: fn(),
    locale: 'en',
    onLocaleChange: fn(),
    navigationToggle: { isExpanded: true, onToggle: fn(), controls: 'side-nav' },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default light header. */
export const Light: Story = {};

/** The dark horizontal header with every part. */
export const DarkLayout: Story = {
  args: {
    layout: 'dark',
    onSearch: fn(),
    notifications,
    messages: [],
    loginHref: '/signin',
    signUpHref: '/signup',
  },
};

/** Keyboard: dismiss the announcement banner. */
export const DismissAnnouncement: Story = {
  args: { ...DarkLayout.args, onDismissAnnouncement: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Dismiss announcement' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText(/December 25th/)).not.toBeInTheDocument();
    await expect(args.onDismissAnnouncement).toHaveBeenCalledTimes(1);
  },
};

export const LightSemiDark: Story = { globals: { theme: 'semi-dark' } };

export const LightDark: Story = { globals: { theme: 'dark' } };

export const DarkLayoutSemiDark: Story = { ...DarkLayout, globals: { theme: 'semi-dark' } };

export const DarkLayoutBlueScheme: Story = { ...DarkLayout, globals: { colorScheme: 'blue' } };

export const LightArabic: Story = { args: { userLabel: 'آشا راو', locale: 'ar' }, globals: { locale: 'ar' } };

export const DarkLayoutArabic: Story = {
  args: {
    ...DarkLayout.args,
    notifications: [
      {
        id: 'n1',
        title: 'تم تصعيد التذكرة',
        description: 'TK-1042 تحتاج إلى متابعة',
        time: '12-03-2025 10:15',
      },
      { id: 'n2', title: 'تمت الموافقة على الفاتورة', description: 'INV-88', time: '11-03-2025 16:30' },
    ],
    userLabel: 'آشا راو',
    locale: 'ar',
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: intl.formatMessage(shellMessages.languageCurrent, { language: 'العربية' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: (name) => name.startsWith(intl.formatMessage(shellMessages.notifications)),
      }),
    ).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** The portal's signed-in header: light layout with the announcement banner and the search box. */
export const LightWithAnnouncement: Story = {
  args: { showAnnouncement: true, onSearch: fn(), onDismissAnnouncement: fn() },
};

export const LightWithAnnouncementDark: Story = { ...LightWithAnnouncement, globals: { theme: 'dark' } };

export const LightWithAnnouncementArabic: Story = {
  args: { ...LightWithAnnouncement.args, userLabel: 'آشا راو', locale: 'ar' },
  globals: { locale: 'ar' },
};
