import { OverlayArrow, Tooltip } from 'react-aria-components';
import { styled, keyframes } from 'styled-components';
import { media, vars } from '../../theme/theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const StyledTooltip = styled(Tooltip)`
  max-inline-size: 16rem;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.fg.default};
  color: ${vars.color.bg.surface};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.tight};
  box-shadow: ${vars.shadow.md};
  z-index: ${vars.zIndex.popover};

  &[data-entering] {
    animation: ${fadeIn} ${vars.duration.fast} ease-out;
  }
  ${media.reducedMotion} {
    &[data-entering] {
      animation: none;
    }
  }
`;

export const Arrow = styled(OverlayArrow)`
  svg {
    display: block;
    fill: ${vars.color.fg.default};
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
