import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Rating, type RatingProps, type RatingValue } from './Rating';

/** Keeps the value in state so choosing works in the canvas. */
function StatefulRating({ value: initial = null, onChange, ...props }: RatingProps) {
  const [value, setValue] = useState<RatingValue | null>(initial);
  return (
    <Rating
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pickers/Rating',
  component: Rating,
  tags: ['autodocs'],
  args: { label: 'Overall experience', name: 'overallExperience', onChange: fn(), onBlur: fn() },
  render: (args) => <StatefulRating {...args} />,
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = {
  args: { value: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Good' })).toBeChecked();
    await expect(canvas.getByText('Good', { selector: '[aria-hidden]' })).toBeVisible();
  },
};

export const Required: Story = { args: { isRequired: true, description: 'How was the visit?' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please fill the field!' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Overall experience' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please fill the field!');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 3 } };

export const ReadOnly: Story = { args: { isReadOnly: true, value: 5 } };

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Terrible' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const mediocre = canvas.getByRole('radio', { name: 'Mediocre' });
    await expect(mediocre).toHaveFocus();
    await expect(mediocre).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Mediocre', { selector: '[aria-hidden]' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Dark: Story = { args: { value: 2 }, globals: { theme: 'dark' } };

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

/** Arabic: the stars mirror and the arrow keys follow the reading direction. */
export const ArabicKeyboard: Story = {
  args: { label: 'التجربة العامة' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    // In right-to-left, ArrowLeft moves forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};
