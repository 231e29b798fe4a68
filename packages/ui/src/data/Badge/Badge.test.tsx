import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows a count and reads it as pending', () => {
    renderUi(<Badge count={3} />);
    expect(screen.getByText('3 pending')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('caps the number at max', () => {
    renderUi(
      <>
        <Badge count={100} />
        <Badge count={12} max={9} label="9+ unread messages" />
      </>,
    );
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('99+ pending')).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('9+ unread messages')).toBeInTheDocument();
  });

  it('renders nothing for zero unless showZero', () => {
    const { container, rerender } = renderUi(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0 pending')).toBeInTheDocument();
  });

  it('renders a dot with a hidden label and a status with text and tone', () => {
    renderUi(
      <>
        <Badge variant="dot" label="New messages" tone="error" />
        <Badge tone="success">Approved</Badge>
      </>,
    );
    expect(screen.getByText('New messages').parentElement).toHaveAttribute('data-variant', 'dot');
    const status = screen.getByText('Approved');
    expect(status).toHaveAttribute('data-tone', 'success');
    expect(status).toHaveAttribute('data-variant', 'status');
  });
});
