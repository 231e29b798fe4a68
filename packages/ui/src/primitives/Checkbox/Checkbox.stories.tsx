import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { storyText } from '../../test/storyText';

function StatefulCheckbox({ isSelected: initial = false, onChange, ...props }: CheckboxProps) {
  const [isSelected, setSelected] = useState(initial);
  return (
    <Checkbox
      {...props}
      isSelected={isSelected}
      onChange={(next) => {
        setSelected(next);
        onChange?.(next);
      }}
    />
  );
}

/** The terms label; its link text is read at render time, in the story's locale. */
function TermsLabel() {
  return (
    <>
      I agree to the <Link href="/terms-and-conditions">{storyText('Terms and Conditions')}</Link>
    </>
  );
}

const terms = <TermsLabel />;

const meta = {
  title: 'UI/Inputs/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Remember me', name: 'remember', onChange: fn() },
  render: (args) => <StatefulCheckbox {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { isSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All districts' } };

/** The sign-up terms checkbox (access §2 "Sign-up", §5). */
export const TermsRequired: Story = { args: { children: terms, name: 'terms', isRequired: true } };

export const Invalid: Story = {
  args: {
    children: terms,
    name: 'terms',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Please accept the Term & Condition',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /Terms and Conditions/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Please accept the Term & Condition'),
    );
  },
};

export const WithDescription: Story = { args: { description: 'Keeps you signed in on this device' } };

export const Disabled: Story = { args: { isDisabled: true, isSelected: true } };

export const KeyboardToggle: Story = {
  args: { children: terms, name: 'terms' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /Terms and Conditions/ });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The link inside the label is the next tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveFocus();
  },
};

export const Arabic: Story = {
  args: {
    children: 'أوافق على الشروط والأحكام',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'يرجى قبول الشروط والأحكام',
  },
  globals: { locale: 'ar' },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
