import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

/** Term and value pairs in two columns (a dialog's summary). */
export const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;

  dt {
    color: ${vars.color.fg.muted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Figures side by side (totals of a list, dashboard totals), wrapping on narrow screens. */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 2rem;
  margin: 0 0 1rem;

  div {
    display: flex;
    flex-direction: column;
    gap: 0.125rem;
  }

  dt {
    color: ${vars.color.fg.muted};
  }

  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/** Buttons of a toolbar or a row, side by side. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;
