import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const FormBox = styled.div`
  max-inline-size: 48rem;
`;

/** A titled group of fields (fieldset without the browser's frame). */
export const Group = styled.fieldset`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  & > legend {
    padding: 0;
    margin-block-end: ${vars.space[3]};
    font-weight: 600;
    font-size: ${vars.font.size.lg};
  }
`;

/** Two fields side by side on wide screens. */
export const Pair = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;
