import { SwitchButton, SwitchField } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldColumn } from '../../inputs/shared.styles';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';
import { toggleLabelLook } from '../Checkbox/Checkbox.styles';

export const StyledSwitchField = styled(SwitchField)`
  ${fieldColumn}
`;

/** The track with its round knob; the knob moves to the inline end when on (mirrors in RTL). */
export const Track = styled.span`
  flex: none;
  position: relative;
  box-sizing: border-box;
  inline-size: 2.5rem;
  block-size: 1.5rem;
  border: 2px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.surface};
  transition:
    background-color ${vars.duration.fast},
    border-color ${vars.duration.fast};

  &::before {
    content: '';
    position: absolute;
    inset-block-start: 0.125rem;
    inset-inline-start: 0.125rem;
    inline-size: 1rem;
    block-size: 1rem;
    border-radius: ${vars.radius.full};
    background: ${vars.color.fg.muted};
    transition:
      inset-inline-start ${vars.duration.fast},
      background-color ${vars.duration.fast};
  }
`;

export const SwitchLabel = styled(SwitchButton)`
  ${toggleLabelLook}
  align-items: center;

  &[data-selected] ${Track} {
    border-color: ${vars.color.bg.accent};
    background: ${vars.color.bg.accent};
    &::before {
      inset-inline-start: 1.125rem;
      background: ${vars.color.fg.onAccent};
    }
  }
  &[data-focus-visible] ${Track} {
    ${focusRing}
  }
  &[data-invalid] ${Track} {
    border-color: ${vars.color.border.invalid};
  }
  &[data-disabled] ${Track} {
    border-color: ${vars.color.fg.disabled};
    background: ${vars.color.bg.disabled};
    &::before {
      background: ${vars.color.fg.disabled};
    }
  }
`;
