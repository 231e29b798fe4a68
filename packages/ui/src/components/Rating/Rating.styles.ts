import { Radio, RadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const StyledRating = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
`;

export const RatingOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const StarIcon = styled.svg`
  inline-size: 2rem;
  block-size: 2rem;
  fill: transparent;
  stroke: currentColor;
  stroke-width: 1.5;
  stroke-linejoin: round;
`;

export const RatingOption = styled(Radio)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 2.75rem;
  min-block-size: 2.75rem;
  border-radius: ${vars.radius.md};
  color: ${vars.color.border.default};
  cursor: pointer;
  transition: color ${vars.duration.fast};

  &[data-filled] {
    color: ${vars.color.fg.accent};
  }
  &[data-filled] ${StarIcon} {
    fill: currentColor;
  }
  &[data-hovered] {
    background: ${vars.color.bg.accentSubtle};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  [data-invalid] & {
    color: ${vars.color.border.invalid};
  }
  [data-invalid] &[data-filled] {
    color: ${vars.color.fg.accent};
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
    background: transparent;
  }
  &[data-readonly] {
    cursor: default;
  }
`;

export const RatingOptionText = styled.span`
  ${visuallyHidden}
`;

export const ChosenLabel = styled.span`
  margin-inline-start: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.fg.default};

  &[data-empty] {
    font-weight: ${vars.font.weight.regular};
    color: ${vars.color.fg.muted};
  }
`;
