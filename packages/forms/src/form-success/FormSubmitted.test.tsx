import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FormSubmitted } from './FormSubmitted.tsx';

describe('FormSubmitted', () => {
  it("shows 'Form Submitted Successfully !' as a focused heading", () => {
    renderWithProviders(<FormSubmitted />);
    expect(screen.getByRole('heading', { level: 2, name: 'Form Submitted Successfully !' })).toHaveFocus();
  });

  it('leaves focus alone when asked', () => {
    renderWithProviders(<FormSubmitted focusOnMount={false} />);
    expect(screen.getByRole('heading', { name: 'Form Submitted Successfully !' })).not.toHaveFocus();
  });
});
