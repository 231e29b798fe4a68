import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl.ts';
import { secondFactorMessages as m } from './messages.ts';
import { SecurityScreen, type SecurityScreenProps } from './SecurityScreen.tsx';
import { QR_CODE_URL, SECRET } from './storyData.ts';
import { storyText } from '../test/storyText.ts';

const PASSKEYS = [
  { id: 1, name: 'Work laptop', createdAt: '2026-11-02T09:30:00Z', lastUsedAt: '2026-11-25T08:05:00Z' },
  { id: 2, name: 'Phone', createdAt: '2026-11-20T14:10:00Z', lastUsedAt: null },
];

const meta = {
  title: 'Forms/SecondFactor/Security',
  component: SecurityScreen,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['autodocs', 'play-any-locale'],
  args: {
    passkeys: PASSKEYS,
    totpEnrolled: false,
    onAddPasskey: fn(async () => undefined),
    onRemovePasskey: fn(async () => undefined),
    onRenamePasskey: fn(async (_id: number, _name: string) => undefined),
    onStartTotp: fn(),
    onConfirmTotp: fn(async () => undefined),
    onRemoveTotp: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SecurityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label matcher for a field whose label starts with `label` (a required mark may follow). */
const startsWith = (label: string) => (text: string) => text.startsWith(label);

export const Loading: Story = { args: { passkeys: undefined, totpEnrolled: undefined } };

export const Empty: Story = { args: { passkeys: [] } };

/** Two passkeys; removing one is a button named by the passkey. */
export const Filled: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText('Work laptop'))).toBeVisible();
    await expect(canvas.getByText(t.formatMessage(m.neverUsed), { exact: false })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t.formatMessage(m.removePasskey, { name: storyText('Phone') }) }),
    );
    await expect(args.onRemovePasskey).toHaveBeenCalledWith(2);
  },
};

export const LoadError: Story = {
  args: { passkeys: undefined, totpEnrolled: undefined, loadError: 'Network error. Check your connection.' },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.formatMessage(m.retry) }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Adding: the name is required; a valid name calls the app, which runs the browser prompt. */
export const AddPasskey: Story = {
  args: { passkeys: [] },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.formatMessage(m.addPasskey) }));
    await expect(await canvas.findByText(t.formatMessage(m.passkeyNameInvalid))).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(startsWith(t.formatMessage(m.passkeyName))),
      'Work laptop{Enter}',
    );
    await waitFor(() => expect(args.onAddPasskey).toHaveBeenCalledWith('Work laptop'));
  },
};

const CANCELLED = 'The passkey prompt was closed before it finished.';

function SecurityWithFailure(props: SecurityScreenProps) {
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  return (
    <SecurityScreen
      {...props}
      passkeyError={passkeyError}
      onAddPasskey={async (name) => {
        await props.onAddPasskey(name);
        setPasskeyError(storyText(CANCELLED));
        throw new Error(CANCELLED);
      }}
    />
  );
}

/** A failed add shows why and keeps the typed name. */
export const AddPasskeyFailed: Story = {
  args: { passkeys: [] },
  render: (args) => <SecurityWithFailure {...args} />,
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(startsWith(t.formatMessage(m.passkeyName))), 'Phone{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(storyText(CANCELLED));
    await expect(canvas.getByLabelText(startsWith(t.formatMessage(m.passkeyName)))).toHaveValue('Phone');
  },
};

/** Renaming: 'Rename' turns the name into a field (focused, filled); Save sends the trimmed name; Escape cancels. */
export const RenamePasskey: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const intl = storyIntl(context);
    const canvas = within(canvasElement);
    const rename = intl.formatMessage(m.renamePasskey, { name: storyText('Work laptop') });
    await userEvent.click(canvas.getByRole('button', { name: rename }));
    const field = canvas.getByRole('textbox', { name: intl.formatMessage(m.newName) });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue(storyText('Work laptop'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: rename })).toHaveFocus());
    await expect(args.onRenamePasskey).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: rename }));
    const again = canvas.getByRole('textbox', { name: intl.formatMessage(m.newName) });
    await userEvent.clear(again);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveName) }));
    await expect(await canvas.findByText(intl.formatMessage(m.passkeyNameInvalid))).toBeVisible();
    await userEvent.type(again, '  Office laptop ');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveName) }));
    await waitFor(() => expect(args.onRenamePasskey).toHaveBeenCalledWith(1, 'Office laptop'));
    await waitFor(() => expect(canvas.getByRole('button', { name: rename })).toHaveFocus());
  },
};

const RENAME_REFUSED = 'Passkey not found';

/** A refused rename shows why and keeps the typed name in the field. */
export const RenamePasskeyFailed: Story = {
  render: function Render(args) {
    const [passkeyError, setPasskeyError] = useState<string | null>(null);
    return (
      <SecurityScreen
        {...args}
        passkeyError={passkeyError}
        onRenamePasskey={async (id, name) => {
          await args.onRenamePasskey?.(id, name);
          setPasskeyError(storyText(RENAME_REFUSED));
          throw new Error(RENAME_REFUSED);
        }}
      />
    );
  },
  play: async (context) => {
    const { canvasElement } = context;
    const intl = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(m.renamePasskey, { name: storyText('Phone') }) }),
    );
    const field = canvas.getByRole('textbox', { name: intl.formatMessage(m.newName) });
    await userEvent.clear(field);
    await userEvent.type(field, 'Personal phone{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(storyText(RENAME_REFUSED));
    await expect(field).toHaveValue('Personal phone');
  },
};

export const TotpEnrolling: Story = {
  args: { enrolment: { qrCodeUrl: QR_CODE_URL, secret: SECRET } },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(startsWith(t.formatMessage(m.code))), '123456{Enter}');
    await waitFor(() => expect(args.onConfirmTotp).toHaveBeenCalledWith('123456'));
  },
};

export const TotpWrongCode: Story = {
  args: {
    enrolment: { qrCodeUrl: QR_CODE_URL, secret: SECRET },
    totpError: 'That code is not right. Check the time on your phone and try again.',
  },
};

export const TotpEnrolled: Story = {
  args: { totpEnrolled: true },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.formatMessage(m.totpRemove) }));
    await expect(args.onRemoveTotp).toHaveBeenCalled();
  },
};
