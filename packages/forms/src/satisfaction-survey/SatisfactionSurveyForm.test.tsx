import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Providers, renderWithProviders } from '../test/render.tsx';
import type { SurveyAnswerSubmission } from './answers.ts';
import { sampleSurvey } from './fixtures.ts';
import { SatisfactionSurveyForm } from './SatisfactionSurveyForm.tsx';

const submitOk = () => vi.fn(async (_answers: SurveyAnswerSubmission[]) => {});

describe('SatisfactionSurveyForm (operations §2 "Customer satisfaction survey")', () => {
  it('shows the loading state, the load failure and the empty survey', () => {
    const onSubmit = submitOk();
    const { rerender } = renderWithProviders(<SatisfactionSurveyForm isLoading onSubmit={onSubmit} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading survey');

    rerender(<SatisfactionSurveyForm hasLoadError onSubmit={onSubmit} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load survey');

    rerender(
      <SatisfactionSurveyForm
        survey={{ name: 'Site survey feedback', description: '', questions: [] }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No questions available' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows one question per page with a progress percentage and Previous disabled on the first', () => {
    renderWithProviders(<SatisfactionSurveyForm survey={sampleSurvey} onSubmit={submitOk()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Customer satisfaction survey' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(screen.getByRole('radiogroup', { name: /How satisfied are you/ })).toBeVisible();
    expect(screen.queryByRole('group', { name: /What did the engineer do well/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('takes a choice made in the server-rendered page before it was hydrated (issue 21)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onAnswersChange = vi.fn();
      const form = (
        <SatisfactionSurveyForm
          survey={sampleSurvey}
          onSubmit={submitOk()}
          onAnswersChange={onAnswersChange}
        />
      );
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(
        <Providers locale="en" themeType="lite" navigate={vi.fn()}>
          {form}
        </Providers>,
      );
      container.querySelector<HTMLInputElement>('input[type="radio"][value="Satisfied"]')!.checked = true;

      renderWithProviders(form, { container, hydrate: true, onRecoverableError: () => undefined });

      expect(onAnswersChange).toHaveBeenCalledWith({ 1: 'Satisfied' });
      expect(screen.getByRole('radio', { name: 'Satisfied' })).toBeChecked();
      // It moves on as a choice made in the live form does.
      await act(async () => vi.advanceTimersByTime(310));
      expect(screen.getByRole('heading', { name: 'Question 2 of 5' })).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a required question on its page with "Please complete this field"', async () => {
    const { user } = renderWithProviders(
      <SatisfactionSurveyForm survey={sampleSurvey} onSubmit={submitOk()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please complete this field')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
    // Answering clears the error.
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    expect(screen.queryByText('Please complete this field')).not.toBeInTheDocument();
  });

  it('auto-advances a choice answer after 300 ms, not at once, and moves focus to the next question', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderWithProviders(
        <SatisfactionSurveyForm survey={sampleSurvey} onSubmit={submitOk()} />,
        {},
      );
      await user.click(screen.getByRole('radio', { name: 'Satisfied' }));
      await act(async () => vi.advanceTimersByTime(250));
      expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
      await act(async () => vi.advanceTimersByTime(60));
      const heading = screen.getByRole('heading', { name: 'Question 2 of 5' });
      expect(heading).toHaveFocus();
      expect(screen.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('completes all five question types with the keyboard and submits the answer items', async () => {
    const onSubmit = submitOk();
    const { user } = renderWithProviders(
      <SatisfactionSurveyForm survey={sampleSurvey} onSubmit={onSubmit} autoAdvanceMs={0} />,
    );

    // 1. multiple-choice: Tab into the group, Space chooses, then it moves on by itself.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Very satisfied' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 5' })).toHaveFocus();

    // 2. checkboxes: several choices, then Next.
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 3 of 5' })).toHaveFocus();

    // 3. dropdown: open with the keyboard, pick 'WhatsApp'.
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Phone' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 4 of 5' })).toHaveFocus();

    // 4. short-answer: Enter goes to the next page.
    await user.tab();
    await user.keyboard('Ravi{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 5 of 5' })).toHaveFocus();

    // 5. paragraph, last page: Submit.
    await user.tab();
    await user.keyboard('Very polite.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledWith([
      { questionId: 1, answer: 'Satisfied', source: 'web' },
      { questionId: 2, answer: 'Arrived on time, Kept the area clean', source: 'web' },
      { questionId: 3, answer: 'WhatsApp', source: 'web' },
      { questionId: 4, answer: 'Ravi', source: 'web' },
      { questionId: 5, answer: 'Very polite.', source: 'web' },
    ]);
  });

  it('keeps every answer after a failed submit and can go back through them', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error('500')));
    const { user } = renderWithProviders(
      <SatisfactionSurveyForm
        survey={sampleSurvey}
        onSubmit={onSubmit}
        initialAnswers={{ 1: 'Neutral', 2: ['Arrived on time'], 3: 'Phone', 4: 'Ravi' }}
      />,
    );
    for (let page = 1; page < 5; page += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /Anything else/ }), 'Late by an hour.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit survey form!');
    expect(screen.getByRole('textbox', { name: /Anything else/ })).toHaveValue('Late by an hour.');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: /engineer's name/ })).toHaveValue('Ravi');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('checkbox', { name: 'Arrived on time' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Neutral' })).toBeChecked();
  });

  it('Next stops at a required question left empty further on (question 3)', async () => {
    const onSubmit = submitOk();
    const { user } = renderWithProviders(
      <SatisfactionSurveyForm
        survey={sampleSurvey}
        onSubmit={onSubmit}
        initialAnswers={{ 1: 'Neutral', 5: 'Fine' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Question 3 is required: it stays.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please complete this field')).toBeVisible();
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
  });
});
