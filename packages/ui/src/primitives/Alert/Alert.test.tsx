import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors assertively with their status', () => {
    renderUi(<Alert variant="error">Invalid credentials</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Invalid credentials');
  });

  it('uses a polite status for other variants and shows the title', () => {
    renderUi(
      <Alert variant="success" title="Saved">
        Your profile was updated.
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveAttribute('data-variant', 'success');
  });

  it('starts with its kind as one translatable message (issue 19)', () => {
    renderUi(<Alert variant="warning">Plus que 2 essais</Alert>, {
      locale: 'fr',
      messages: {
        'ui.alert.statusPrefix':
          '{status, select, error {Erreur :} warning {Attention :} info {Information :} success {Réussi :} other {}}',
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Attention : Plus que 2 essais$/);
  });
});
