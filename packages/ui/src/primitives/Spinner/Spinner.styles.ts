import { ProgressBar } from 'react-aria-components';
import { styled, keyframes } from 'styled-components';
import { vars } from '../../theme/theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled(ProgressBar)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.25em;
  block-size: 1.25em;
  color: currentColor;

  &[data-size='sm'] {
    inline-size: 1em;
    block-size: 1em;
  }
  &[data-size='lg'] {
    inline-size: 2em;
    block-size: 2em;
  }

  svg {
    inline-size: 100%;
    block-size: 100%;
    animation: ${spin} ${vars.duration.spin} linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      animation-duration: 2.4s;
    }
  }
`;
