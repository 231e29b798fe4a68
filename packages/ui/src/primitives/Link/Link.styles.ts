import { Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/focusRing';
import { vars } from '../../theme/theme';
import { buttonLook } from '../Button/Button.styles';

export const StyledLink = styled(AriaLink)`
  color: ${vars.color.fg.accent};
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &[data-variant='inline'] {
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  &[data-variant='standalone'] {
    font-weight: ${vars.font.weight.semibold};
    text-decoration: none;
    &[data-hovered] {
      text-decoration: underline;
    }
  }
  &[data-variant='inline'],
  &[data-variant='standalone'] {
    &[data-hovered] {
      color: ${vars.color.fg.accentHover};
    }
    &[data-pressed] {
      color: ${vars.color.fg.accentHover};
    }
    &[data-disabled] {
      color: ${vars.color.fg.disabled};
      cursor: default;
      text-decoration: none;
    }
  }

  &[data-variant='button'] {
    ${buttonLook('data-button-variant')}
  }

  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const NewTabHint = styled.span`
  ${visuallyHidden}
`;
