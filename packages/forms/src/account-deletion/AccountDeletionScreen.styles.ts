import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

/** The screen's vertical stack: explanation, then the current view. */
export const Stack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
`;

/** The explanation, one point per item. */
export const ExplanationList = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[5]};
  display: grid;
  gap: ${vars.space[2]};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
`;

/** The signed-in account: name and e-mail as a description list. */
export const AccountDetails = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};

  dt {
    font-weight: ${vars.font.weight.semibold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
