import { useIntl } from 'react-intl';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { pickerMessages } from '../pickerMessages';
import { StepIndicator, StepItem, StepList, StepState, StepTitle, StepsRoot } from './Steps.styles';

/** One step of a wizard. */
export interface StepDefinition {
  /** Stable key (e.g. 'contact', 'company', 'additional'). */
  id: string;
  /** Visible title, e.g. 'Contact Details' (text: it is also read inside the step's state message). */
  title: string;
}

/** Props of {@link Steps}. */
export interface StepsProps {
  /** The wizard's steps, in order. */
  steps: readonly StepDefinition[];
  /** Index (0-based) of the step the user is on; it gets `aria-current="step"`. */
  currentIndex: number;
  /**
   * Ids of the completed steps. Default: every step before `currentIndex` (a linear wizard).
   */
  completedIds?: readonly string[];
  /**
   * Shows a progress bar under the steps ('Step 2 of 3', filled by the share of completed steps).
   * Default true.
   */
  showProgress?: boolean;
  /** Accessible name of the steps navigation. Default: intl `ui.steps.label` ('Steps'). */
  label?: string;
  /** For layout only. */
  className?: string;
}

/**
 * Wizard steps indicator: an ordered list of step titles with a number or a check mark, the
 * current step marked `aria-current="step"` and completed steps announced as 'completed', plus a
 * progress bar. It shows where the user is; moving between steps is the wizard's job (Back keeps
 * values, focus goes to the step heading). Spec: access §2 'Partner registration wizard' (three
 * steps with a progress bar: Contact Details, Company Info, Additional Details).
 */
export function Steps({
  steps,
  currentIndex,
  completedIds,
  showProgress = true,
  label,
  className,
}: StepsProps) {
  const intl = useIntl();
  const current = Math.min(Math.max(currentIndex, 0), Math.max(steps.length - 1, 0));
  const isCompleted = (index: number, id: string) =>
    completedIds ? completedIds.includes(id) : index < current;
  const completedCount = steps.filter((step, index) => isCompleted(index, step.id)).length;
  const stepOfTotal = intl.formatMessage(pickerMessages.stepOfTotal, {
    current: current + 1,
    total: steps.length,
  });
  return (
    <StepsRoot aria-label={label ?? intl.formatMessage(pickerMessages.stepsLabel)} className={className}>
      <StepList>
        {steps.map((step, index) => {
          const completed = isCompleted(index, step.id);
          const isCurrent = index === current;
          const state = isCurrent ? 'current' : completed ? 'completed' : 'upcoming';
          return (
            <StepItem key={step.id} data-state={state} aria-current={isCurrent ? 'step' : undefined}>
              <StepIndicator aria-hidden="true">
                {completed && !isCurrent ? (
                  <svg viewBox="0 0 16 16" focusable="false">
                    <path
                      d="M3.5 8.5l3 3 6-7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                ) : (
                  intl.formatNumber(index + 1)
                )}
              </StepIndicator>
              {completed || isCurrent ? (
                <StepTitle>
                  <span aria-hidden="true">{step.title}</span>
                  <StepState>
                    {intl.formatMessage(pickerMessages.stepWithState, {
                      title: step.title,
                      state: isCurrent ? 'current' : 'completed',
                    })}
                  </StepState>
                </StepTitle>
              ) : (
                <StepTitle>{step.title}</StepTitle>
              )}
            </StepItem>
          );
        })}
      </StepList>
      {showProgress && steps.length > 0 && (
        <ProgressBar label={stepOfTotal} value={completedCount} maxValue={steps.length} showPercent />
      )}
    </StepsRoot>
  );
}
