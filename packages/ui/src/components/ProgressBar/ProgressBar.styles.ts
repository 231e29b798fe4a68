import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { styled } from 'styled-components';
import { visuallyHidden } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

export const StyledProgressBar = styled(AriaProgressBar)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
`;

export const ProgressBarHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};

  &[data-hide-label] {
    justify-content: flex-end;
  }
`;

export const ProgressBarLabel = styled(Label)`
  color: ${vars.color.fg.default};
  font-weight: ${vars.font.weight.medium};
  overflow-wrap: anywhere;

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const ProgressBarValue = styled.span`
  color: ${vars.color.fg.muted};
  font-variant-numeric: tabular-nums;
`;

export const ProgressBarTrack = styled.div`
  position: relative;
  block-size: 0.5rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.sunken};
  box-shadow: inset 0 0 0 1px ${vars.color.border.default};
  overflow: hidden;
`;

export const ProgressBarFill = styled.div`
  block-size: 100%;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.accent};
  transition: inline-size ${vars.duration.normal};

  [data-tone='success'] & {
    background: ${vars.color.status.success.border};
  }
  [data-tone='danger'] & {
    background: ${vars.color.bg.danger};
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;
