import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { styled, keyframes } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const slideFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

export const DrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.drawer};
  background: rgb(15 16 32 / 0.5);

  &[data-entering] {
    animation: ${fadeIn} ${vars.duration.normal} ease-out;
  }

  ${media.reducedMotion} {
    &[data-entering] {
      animation: none;
    }
  }
`;

/**
 * The sliding panel. `data-placement` is the logical edge ('start' | 'end'): the physical side
 * and the slide direction follow the writing direction.
 */
export const DrawerPanel = styled(Modal)`
  position: fixed;
  inset-block: 0;
  display: flex;
  inline-size: min(20rem, 88vw);
  max-inline-size: 100%;
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.lg};
  outline: none;

  &[data-size='md'] {
    inline-size: min(24rem, 92vw);
  }

  &[data-placement='start'] {
    inset-inline-start: 0;
    &[data-entering] {
      animation: ${slideFromLeft} ${vars.duration.normal} ease-out;
    }
    [dir='rtl'] &[data-entering] {
      animation-name: ${slideFromRight};
    }
  }
  &[data-placement='end'] {
    inset-inline-end: 0;
    &[data-entering] {
      animation: ${slideFromRight} ${vars.duration.normal} ease-out;
    }
    [dir='rtl'] &[data-entering] {
      animation-name: ${slideFromLeft};
    }
  }

  ${media.reducedMotion} {
    &[data-placement][data-entering] {
      animation: none;
    }
  }
`;

export const DrawerDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-inline-size: 0;
  outline: none;
`;

export const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-block-size: 3.75rem;
  padding-inline: ${vars.space[4]} ${vars.space[2]};
  border-block-end: 1px solid ${vars.color.border.subtle};
`;

export const DrawerBody = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const CloseButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  padding: 0;
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
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;
