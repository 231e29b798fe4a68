import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const LanguageRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

export const NativeSelect = styled.select`
  min-block-size: 2.75rem;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font: inherit;
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  &:hover {
    background: ${vars.color.bg.surfaceHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
