import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { styled, keyframes } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;

export const StyledOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.popover};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};
  background: rgb(15 16 32 / 0.55);

  &[data-entering] {
    animation: ${fadeIn} ${vars.duration.normal} ease-out;
  }
  &[data-exiting] {
    animation: ${fadeIn} ${vars.duration.fast} ease-in reverse;
  }
  ${media.reducedMotion} {
    &[data-entering],
    &[data-exiting] {
      animation: none;
    }
  }
`;

export const StyledModal = styled(Modal)`
  inline-size: 100%;
  max-inline-size: 32rem;
  max-block-size: calc(100dvh - 2rem);
  overflow: auto;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.lg};

  &[data-size='sm'] {
    max-inline-size: 24rem;
  }
  &[data-size='lg'] {
    max-inline-size: 48rem;
  }

  &[data-entering] {
    animation: ${rise} ${vars.duration.normal} ease-out;
  }
  ${media.reducedMotion} {
    &[data-entering] {
      animation: none;
    }
  }
`;

export const StyledDialog = styled(Dialog)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  outline: none;
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[4]};
`;

export const DialogTitle = styled(Heading)`
  margin: 0;
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const DialogBody = styled.div`
  color: ${vars.color.fg.default};
  line-height: ${vars.font.lineHeight.normal};

  > p {
    margin: 0;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

export const CloseButton = styled(AriaButton)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  margin-block-start: -${vars.space[1]};
  margin-inline-end: -${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.fg.muted};
  cursor: pointer;

  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.bg.surfaceHover};
    color: ${vars.color.fg.default};
  }
  &[data-focus-visible] {
    ${focusRing}
  }

  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;
