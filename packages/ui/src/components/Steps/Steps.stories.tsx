import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './Steps';

const registrationSteps = [
  { id: 'contact', title: 'Contact Details' },
  { id: 'company', title: 'Company Info' },
  { id: 'additional', title: 'Additional Details' },
];

const meta = {
  title: 'UI/Pickers/Steps',
  component: Steps,
  tags: ['autodocs'],
  args: { steps: registrationSteps, currentIndex: 0 },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent('Contact Details');
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 3' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

export const SecondStep: Story = {
  args: { currentIndex: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Company Info');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Contact Details, completed');
    // Read once: the visible title is hidden from assistive technology, the state message names it.
    await expect(canvas.getByText('Contact Details, completed')).toBeInTheDocument();
  },
};

export const LastStep: Story = { args: { currentIndex: 2 } };

export const AllCompleted: Story = {
  args: { currentIndex: 2, completedIds: ['contact', 'company', 'additional'] },
};

export const WithoutProgressBar: Story = { args: { currentIndex: 1, showProgress: false } };

export const Dark: Story = { args: { currentIndex: 1 }, globals: { theme: 'dark' } };

export const Arabic: Story = {
  args: {
    currentIndex: 1,
    steps: [
      { id: 'contact', title: 'بيانات الاتصال' },
      { id: 'company', title: 'معلومات الشركة' },
      { id: 'additional', title: 'تفاصيل إضافية' },
    ],
  },
  globals: { locale: 'ar' },
};

export const Narrow: Story = {
  args: { currentIndex: 1 },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
};
