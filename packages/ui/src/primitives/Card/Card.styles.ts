import { Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const StyledCard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.sm};
  transition:
    border-color ${vars.duration.fast},
    box-shadow ${vars.duration.fast};

  &[data-linked]:hover {
    border-color: ${vars.color.fg.accent};
    box-shadow: ${vars.shadow.md};
  }

  /* Interactive content in a linked card stays clickable above the stretched link. */
  &[data-linked] :where(a, button, input, select, textarea):not([data-card-link]) {
    position: relative;
    z-index: 1;
  }
`;

/** The heading's link; its ::after stretches over the whole card so the card is one target. */
export const CardLink = styled(AriaLink)`
  color: inherit;
  text-decoration: none;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${vars.radius.lg};
    cursor: pointer;
  }

  &[data-hovered] {
    color: ${vars.color.fg.accent};
    text-decoration: underline;
  }

  /* :focus-visible too: a prerendered page used before (or without) its script shows the ring. */
  &[data-focus-visible]::after,
  &:focus-visible::after {
    ${focusRing}
  }
`;

export const CardDescription = styled.p`
  margin: 0;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin-block-start: auto;
  padding-block-start: ${vars.space[2]};
`;
