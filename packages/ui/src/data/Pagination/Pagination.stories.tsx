import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Data/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 10, total: 45, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 3 } };

export const LastPage: Story = { args: { page: 5 } };

export const SinglePage: Story = { args: { total: 4 } };

/** Keyboard: Tab to Next, Enter pages forward; Shift+Tab to Previous, Enter pages back. */
export const KeyboardPaging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(canvas.getByText('Page 3 of 5')).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 5')).toBeInTheDocument();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const Dark: Story = { args: { page: 2 }, globals: { theme: 'dark' } };

export const Arabic: Story = { args: { page: 2 }, globals: { locale: 'ar' } };
