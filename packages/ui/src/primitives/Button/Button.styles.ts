import { Button as AriaButton } from 'react-aria-components';
import { styled, css } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

/**
 * The button look, keyed by an attribute holding the variant ('primary' | 'secondary' | 'danger' |
 * 'quiet') and by `data-size`. Shared by `Button` (`data-variant`) and `Link variant="button"`
 * (`data-button-variant`), so a link that acts as a call to action looks like a button.
 */
export const buttonLook = (variantAttr: 'data-variant' | 'data-button-variant') => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-block-size: 2.5rem;
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[4]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${vars.duration.fast},
    border-color ${vars.duration.fast},
    color ${vars.duration.fast};

  &[data-size='sm'] {
    min-block-size: 2rem;
    padding-inline: ${vars.space[3]};
    font-size: ${vars.font.size.sm};
  }
  &[data-size='lg'] {
    min-block-size: 3rem;
    padding-inline: ${vars.space[6]};
    font-size: ${vars.font.size.lg};
  }
  &[data-full-width] {
    inline-size: 100%;
  }

  &[${variantAttr}='primary'] {
    background: ${vars.color.bg.accent};
    color: ${vars.color.fg.onAccent};
    &[data-hovered] {
      background: ${vars.color.bg.accentHover};
    }
    &[data-pressed] {
      background: ${vars.color.bg.accentPressed};
    }
  }
  &[${variantAttr}='secondary'] {
    background: ${vars.color.bg.surface};
    color: ${vars.color.fg.accent};
    border-color: ${vars.color.fg.accent};
    &[data-hovered],
    &[data-pressed] {
      background: ${vars.color.bg.accentSubtle};
    }
  }
  &[${variantAttr}='danger'] {
    background: ${vars.color.bg.danger};
    color: ${vars.color.fg.onDanger};
    &[data-hovered] {
      background: ${vars.color.bg.dangerHover};
    }
    &[data-pressed] {
      background: ${vars.color.bg.dangerPressed};
    }
  }
  &[${variantAttr}='quiet'] {
    background: transparent;
    color: ${vars.color.fg.accent};
    &[data-hovered],
    &[data-pressed] {
      background: ${vars.color.bg.accentSubtle};
    }
  }

  &[data-focus-visible] {
    ${focusRing}
  }

  &[data-disabled] {
    background: ${vars.color.bg.disabled};
    color: ${vars.color.fg.disabled};
    border-color: transparent;
    cursor: not-allowed;
  }
  &[${variantAttr}='quiet'][data-disabled] {
    background: transparent;
  }

  &[data-pending] {
    cursor: progress;
  }
`;

export const StyledButton = styled(AriaButton)`
  ${buttonLook('data-variant')}
`;

/** The label stays in the layout (and in the accessible name) while pending, so the width holds. */
export const ButtonLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};

  [data-pending] > & {
    opacity: 0;
  }
`;

export const PendingIndicator = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
