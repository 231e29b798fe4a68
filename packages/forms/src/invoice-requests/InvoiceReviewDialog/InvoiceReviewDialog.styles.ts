import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

/** The request summary: term and value pairs in two columns. */
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
