import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Data/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label={storyText('Ticket sections')}>
        <Tab id="details">Details</Tab>
        <Tab id="tasks">
          {storyText('Tasks')} <Badge count={3} />
        </Tab>
        <Tab id="history">History</Tab>
        <Tab id="billing" isDisabled>
          Billing
        </Tab>
      </TabList>
      <TabPanel id="details">#4521 · Pune · 14-03-2025</TabPanel>
      <TabPanel id="tasks">Three tasks wait for the engineer.</TabPanel>
      <TabPanel id="history">{storyText('Created by Asha Rao on 2 March.')}</TabPanel>
      <TabPanel id="billing">Invoices.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard: Tab focuses the selected tab, arrows move and select, the disabled tab is skipped, Tab enters the panel. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The tabs are a collection: rendered once react-aria has read it (a render after the first).
    await canvas.findAllByRole('tab');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const tasks = canvas.getByRole('tab', { name: new RegExp(storyText('Tasks')) });
    await expect(tasks).toHaveFocus();
    await expect(tasks).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Three tasks wait for the engineer.');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('history');
  },
};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'tasks' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultSelectedKey: 'tasks' } };

/** Arabic: ArrowLeft moves to the next tab (mirrored). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tabs are a collection: rendered once react-aria has read it (a render after the first).
    await canvas.findAllByRole('tab');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: new RegExp(storyText('Tasks')) })).toHaveFocus();
  },
};
