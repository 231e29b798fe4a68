import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../../overlays/Dialog/Dialog';
import { Button } from '../../primitives/Button/Button';
import { storyText } from '../../test/storyText';
import { PartnerPortalProvider } from './PartnerPortalProvider';

/** What a host app renders inside the provider: a trigger and a dialog (portalled into the provider's own container). */
function HostContent() {
  return (
    <DialogTrigger>
      <Button variant="secondary">{storyText('Partner Details')}</Button>
      <Dialog title={storyText('Partner Details')}>
        <p>Asha Rao, asha.rao@example.com</p>
      </Dialog>
    </DialogTrigger>
  );
}

const meta = {
  title: 'UI/Provider/PartnerPortalProvider',
  component: PartnerPortalProvider,
  args: { locale: 'en', themeType: 'lite', colorScheme: 'light-purple' },
  render: (args) => (
    <PartnerPortalProvider {...args}>
      <HostContent />
    </PartnerPortalProvider>
  ),
} satisfies Meta<typeof PartnerPortalProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-pp-root]');

/** Scoped (the default): a themed wrapper with its own `lang` and `dir`; the host page is untouched. */
export const Scoped: Story = {
  play: async ({ canvasElement }) => {
    const wrapper = root(canvasElement);
    await expect(wrapper).not.toBeNull();
    await expect(wrapper).toHaveAttribute('data-theme', 'lite');
    await expect(wrapper).toHaveAttribute('lang', 'en');
    await expect(wrapper).toHaveAttribute('dir', 'ltr');
  },
};

/** Dark theme inside a light host: only the wrapper turns dark. */
export const ScopedDark: Story = {
  args: { themeType: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-theme', 'dark');
  },
};

/** Arabic: the wrapper mirrors (`dir="rtl"`) whatever the host's direction. */
export const ScopedArabic: Story = {
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(root(canvasElement)).toHaveAttribute('lang', 'ar');
  },
};

/** A dialog opened inside the provider is portalled into the provider's own container, so it is themed too. */
export const DialogInsideTheScope: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyText('Partner Details') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: storyText('Partner Details'),
    });
    await waitFor(() => expect(root(canvasElement)?.contains(dialog)).toBe(true));
    await userEvent.keyboard('{Escape}');
  },
};
