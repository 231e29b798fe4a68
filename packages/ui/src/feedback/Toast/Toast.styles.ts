import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

export const LiveRegion = styled.div`
  ${visuallyHidden}
`;

export const ToastStack = styled.section`
  position: fixed;
  z-index: ${vars.zIndex.toast};
  inset-block-end: ${vars.space[4]};
  inset-inline-end: ${vars.space[4]};
  inline-size: min(24rem, calc(100vw - 2rem));

  ${media.mobile} {
    inset-inline: ${vars.space[4]};
    inline-size: auto;
  }

  ol {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const StyledToast = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[3]};
  padding-inline: ${vars.space[4]} ${vars.space[2]};
  border: 1px solid;
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};

  &[data-type='error'] {
    background: ${vars.color.status.error.bg};
    border-color: ${vars.color.status.error.border};
    > svg {
      color: ${vars.color.status.error.fg};
    }
  }
  &[data-type='warning'] {
    background: ${vars.color.status.warning.bg};
    border-color: ${vars.color.status.warning.border};
    > svg {
      color: ${vars.color.status.warning.fg};
    }
  }
  &[data-type='info'] {
    background: ${vars.color.status.info.bg};
    border-color: ${vars.color.status.info.border};
    > svg {
      color: ${vars.color.status.info.fg};
    }
  }
  &[data-type='success'] {
    background: ${vars.color.status.success.bg};
    border-color: ${vars.color.status.success.border};
    > svg {
      color: ${vars.color.status.success.fg};
    }
  }

  > svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin-block-start: 0.125rem;
  }
`;

export const ToastMessage = styled.p`
  flex: 1;
  margin: 0;
  margin-block-start: 0.125rem;
  overflow-wrap: anywhere;
`;

export const CloseButton = styled(AriaButton)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.fg.default};
  cursor: pointer;

  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }

  &[data-hovered] {
    background: rgb(127 127 127 / 0.18);
  }
  &[data-focus-visible] {
    ${focusRing} outline-offset: 0;
  }
`;
