import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

/** One contact with its one-time code: the field, the code and its actions. */
export const OtpGroup = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding-block-end: ${vars.space[2]};
  border-block-end: 1px solid ${vars.color.border.subtle};
`;

/** A polite live line: 'Verified', an OTP notice, the postal code lookup, a file or DigiPin notice. */
export const StatusLine = styled.p`
  margin: 0;
  min-block-size: 1.5em;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.fg.muted};

  &[data-verified] {
    color: ${vars.color.status.success.fg};
    font-weight: ${vars.font.weight.semibold};
  }

  &[data-tone='danger'] {
    color: ${vars.color.fg.danger};
  }
`;

/** Two fields side by side on wide screens (district and state, city and country). */
export const FieldRow = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;
