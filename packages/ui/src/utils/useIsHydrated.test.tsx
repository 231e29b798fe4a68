import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useIsHydrated } from './useIsHydrated';

function Probe() {
  return <p>{useIsHydrated() ? 'interactive' : 'prerendered'}</p>;
}

describe('useIsHydrated', () => {
  it('is false when rendered to HTML and true in the browser', () => {
    expect(renderToString(<Probe />)).toContain('prerendered');
    render(<Probe />);
    expect(screen.getByText('interactive')).toBeInTheDocument();
  });
});
