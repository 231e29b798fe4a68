import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';
import { FieldInput } from '../TextField/TextField.styles';

export const InputGroup = styled.div`
  position: relative;
  display: flex;

  ${FieldInput} {
    padding-inline-end: 2.75rem;
  }
`;

export const ToggleButton = styled(AriaButton)`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${vars.space[1]};
  margin-block: auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.fg.muted};
  cursor: pointer;

  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }

  &[data-hovered] {
    color: ${vars.color.fg.default};
    background: ${vars.color.bg.surfaceHover};
  }
  &[data-pressed] {
    background: ${vars.color.bg.sunken};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }
`;
