import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

/** The polite live region under the identifier that names the company found (or the lookup in progress). */
export const CompanyStatus = styled.p`
  margin: 0;
  min-block-size: 1.5em;
  color: ${vars.color.fg.default};
  font-weight: ${vars.font.weight.semibold};

  &[data-pending] {
    color: ${vars.color.fg.muted};
    font-weight: ${vars.font.weight.regular};
  }
`;
