import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../test/storyText';
import { QuestionnaireList } from './QuestionnaireList.tsx';

const meta = {
  title: 'Forms/Questionnaire/List',
  component: QuestionnaireList,
  tags: ['autodocs'],
  args: {
    hrefFor: (id: number) => `#questionnaire-${id}`,
    questionnaires: [
      {
        id: 101,
        name: 'Partner onboarding assessment',
        description: 'A few questions about your business.',
        whatsappCompatible: false,
      },
      { id: 103, name: 'Quick feedback', description: 'Two questions.', whatsappCompatible: true },
    ],
  },
} satisfies Meta<typeof QuestionnaireList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each questionnaire is a link, reached with Tab. */
export const WithQuestionnaires: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: storyText('Partner onboarding assessment') }),
    ).toHaveFocus();
  },
};

/** 'No questionnaire available' (operations §2, §8). */
export const Empty: Story = { args: { questionnaires: [] } };

export const Loading: Story = { args: { questionnaires: undefined } };

export const LoadFailed: Story = { args: { questionnaires: undefined, hasLoadError: true } };
