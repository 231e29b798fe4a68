import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports its value as a labelled progressbar with the percentage', () => {
    renderUi(<ProgressBar label="Survey progress" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Survey progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('works in bytes with a value label and the percentage', () => {
    renderUi(<ProgressBar label="Upload" value={250} maxValue={1000} valueLabel="250 B of 1000 B" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuetext', '250 B of 1000 B');
    expect(screen.getByText('250 B of 1000 B · 25%')).toBeInTheDocument();
  });

  it('clamps out-of-range values and can hide the percentage', () => {
    renderUi(<ProgressBar label="Done" value={150} showPercent={false} tone="success" />);
    const bar = screen.getByRole('progressbar', { name: 'Done' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('data-tone', 'success');
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
  });

  it('formats the percentage in the current locale', () => {
    renderUi(<ProgressBar label="تقدم" value={50} />, { locale: 'ar' });
    const bar = screen.getByRole('progressbar', { name: 'تقدم' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/٥٠|50/);
  });
});
