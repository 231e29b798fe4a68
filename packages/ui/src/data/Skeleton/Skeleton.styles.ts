import { styled, keyframes } from 'styled-components';
import { visuallyHidden } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

export const SkeletonRoot = styled.span<{ $inlineSize?: string; $blockSize?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  inline-size: ${(p) => p.$inlineSize ?? '100%'};

  &[data-variant='circle'] {
    inline-size: ${(p) => p.$inlineSize ?? '2.5rem'};
  }
`;

export const Bone = styled.span<{ $blockSize?: string }>`
  display: block;
  inline-size: 100%;
  block-size: ${(p) => p.$blockSize ?? '0.875rem'};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.border.subtle};
  animation: ${pulse} 1.6s ease-in-out infinite;

  &[data-last-line] {
    inline-size: 60%;
  }
  [data-variant='block'] > & {
    block-size: ${(p) => p.$blockSize ?? '6rem'};
    border-radius: ${vars.radius.md};
  }
  [data-variant='circle'] > & {
    block-size: auto;
    aspect-ratio: 1;
    border-radius: ${vars.radius.full};
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const GroupRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const BusyLabel = styled.span`
  ${visuallyHidden}
`;
