import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const StyledFormLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-inline-size: 0;
`;

export const StyledFormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};

  &[data-align='start'] {
    justify-content: flex-start;
  }
  &[data-align='end'] {
    justify-content: flex-end;
  }
  &[data-align='between'] {
    justify-content: space-between;
  }
  &[data-align='stretch'] > * {
    flex: 1 1 0;
  }
`;

export const SummaryList = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[5]};

  a {
    color: inherit;
    text-decoration: underline;
    border-radius: ${vars.radius.sm};
  }
  a:focus-visible {
    ${focusRing}
  }
`;

export const SummaryContainer = styled.div`
  &:focus {
    outline: none;
  }
  &:focus-visible > * {
    ${focusRing}
  }
`;
