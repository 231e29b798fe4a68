import { styled } from 'styled-components';
import { visuallyHidden } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

export const StepsRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const StepList = styled.ol`
  display: flex;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.belowMd} {
    flex-direction: column;
  }
`;

export const StepItem = styled.li`
  position: relative;
  display: flex;
  flex: 1 1 0;
  align-items: center;
  gap: ${vars.space[2]};
  min-inline-size: 0;
  color: ${vars.color.fg.muted};

  /* Connector line to the next step (decorative). */
  &:not(:last-child)::after {
    content: '';
    flex: 1 1 auto;
    min-inline-size: ${vars.space[4]};
    block-size: 2px;
    background: ${vars.color.border.subtle};
  }
  &[data-state='completed']:not(:last-child)::after {
    background: ${vars.color.bg.accent};
  }
  &[data-state='current'] {
    color: ${vars.color.fg.default};
    font-weight: ${vars.font.weight.semibold};
  }
  &[data-state='completed'] {
    color: ${vars.color.fg.default};
  }

  ${media.belowMd} {
    &:not(:last-child)::after {
      display: none;
    }
  }
`;

export const StepIndicator = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  border: 2px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};

  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }

  [data-state='current'] > & {
    border-color: ${vars.color.bg.accent};
    color: ${vars.color.fg.accent};
  }
  [data-state='completed'] > & {
    border-color: ${vars.color.bg.accent};
    background: ${vars.color.bg.accent};
    color: ${vars.color.fg.onAccent};
  }
`;

export const StepTitle = styled.span`
  flex: 0 1 auto;
  min-inline-size: 0;
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;
`;

export const StepState = styled.span`
  ${visuallyHidden}
`;
