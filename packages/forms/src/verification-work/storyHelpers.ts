import { expect, screen, waitFor, within } from 'storybook/test';

/** The open dialog named `name`, once its entering fade-in has ended. */
export async function openDialog(name: string | RegExp) {
  const element = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}
