import { styled } from 'styled-components';
import { fieldColumn } from '../../inputs/shared.styles';
import { visuallyHidden } from '../../theme/focusRing';
import { vars } from '../../theme/theme';
import { FieldInput } from '../../primitives/TextField/TextField.styles';

export const OtpRoot = styled.div`
  ${fieldColumn}
  gap: ${vars.space[2]};

  ${FieldInput} {
    max-inline-size: 14rem;
    font-family: ${vars.font.family.mono};
    font-size: ${vars.font.size.xl};
    letter-spacing: 0.4em;
    font-variant-numeric: tabular-nums;
  }
`;

/** The resend button and its countdown, at the start of the line under the code. */
export const ResendRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** Polite live region: holds text only once the wait is over, so the countdown is not read every second. */
export const ResendStatus = styled.div`
  ${visuallyHidden}
`;
