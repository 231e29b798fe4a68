import { screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Steps } from './Steps';

const steps = [
  { id: 'contact', title: 'Contact Details' },
  { id: 'company', title: 'Company Info' },
  { id: 'additional', title: 'Additional Details' },
];

describe('Steps', () => {
  it('marks the current step and the steps before it as completed', () => {
    renderUi(<Steps steps={steps} currentIndex={1} />);
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('Contact Details, completed');
    expect(items[1]).toHaveTextContent('Company Info, current step');
    expect(items[2]).toHaveTextContent(/^3Additional Details$/);
    const bar = screen.getByRole('progressbar', { name: 'Step 2 of 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
  });

  it('takes explicit completed ids and a custom label, and can hide the progress bar', () => {
    renderUi(
      <Steps
        steps={steps}
        currentIndex={2}
        completedIds={['contact', 'company', 'additional']}
        label="Registration"
        showProgress={false}
      />,
    );
    const items = within(screen.getByRole('navigation', { name: 'Registration' })).getAllByRole('listitem');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveAttribute('data-state', 'completed');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('clamps an out-of-range current index', () => {
    renderUi(<Steps steps={steps} currentIndex={7} />);
    expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  });

  it('reads each done step as one message, which a translation may reorder (issue 19)', () => {
    renderUi(<Steps steps={steps} currentIndex={1} />, {
      locale: 'fr',
      messages: {
        'ui.steps.stepWithState':
          '{state, select, current {Étape en cours : {title}} other {Terminée : {title}}}',
      },
    });
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Terminée : Contact Details')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Étape en cours : Company Info')).toBeInTheDocument();
    // The visible title is hidden from assistive technology: the message names the step once.
    expect(within(items[0]!).getByText('Contact Details')).toHaveAttribute('aria-hidden', 'true');
  });
});
