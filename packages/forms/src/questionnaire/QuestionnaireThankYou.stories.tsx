import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { QuestionnaireThankYou } from './QuestionnaireThankYou.tsx';

const meta = {
  title: 'Forms/Questionnaire/ThankYou',
  component: QuestionnaireThankYou,
  tags: ['autodocs'],
} satisfies Meta<typeof QuestionnaireThankYou>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user stays here: 'Assessment submitted successfully!' (operations §8). */
export const NewUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Thank you!' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Assessment submitted successfully!')).toBeVisible();
  },
};

/** A known user is taken on after 3 seconds (operations §4, §9). */
export const Redirecting: Story = { args: { redirectSeconds: 3 } };
