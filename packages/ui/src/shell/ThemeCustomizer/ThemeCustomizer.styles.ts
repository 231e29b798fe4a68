import { Label, Radio, RadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  padding: ${vars.space[4]};
`;

export const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const GroupLabel = styled(Label)`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.fg.default};
`;

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${vars.space[2]};
`;

export const Option = styled(Radio)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.75rem;
  padding-inline: ${vars.space[2]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.bg.surfaceHover};
  }
  &[data-selected] {
    border-color: ${vars.color.fg.accent};
    box-shadow: inset 0 0 0 1px ${vars.color.fg.accent};
    font-weight: ${vars.font.weight.semibold};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

/** Colour dot of a scheme (decorative; the scheme's name is the radio's label). */
export const Swatch = styled.span`
  flex: none;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  border-radius: ${vars.radius.full};
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.2);
`;
