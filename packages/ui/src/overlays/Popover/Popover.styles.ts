import { Dialog, OverlayArrow, Popover as AriaPopover } from 'react-aria-components';
import { styled } from 'styled-components';
import { popoverSurface } from '../../theme/popoverSurface';
import { vars } from '../../theme/theme';

export const StyledPopover = styled(AriaPopover)`
  max-inline-size: min(22rem, calc(100vw - 1rem));
  ${popoverSurface}
  border-radius: ${vars.radius.lg};
`;

export const Arrow = styled(OverlayArrow)`
  svg {
    display: block;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    fill: ${vars.color.bg.surface};
    stroke: ${vars.color.border.subtle};
    stroke-width: 1px;
  }
  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
  &[data-placement='right'] svg {
    transform: rotate(90deg);
  }
  &[data-placement='left'] svg {
    transform: rotate(-90deg);
  }
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  max-block-size: min(28rem, 70vh);
  overflow-y: auto;
  padding: ${vars.space[3]};
  outline: none;
`;
