import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const AvatarRoot = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.accent};
  color: ${vars.color.fg.onAccent};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  line-height: 1;
  user-select: none;

  &[data-size='sm'] {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    font-size: ${vars.font.size.xs};
  }
  &[data-size='lg'] {
    inline-size: 3rem;
    block-size: 3rem;
    font-size: ${vars.font.size.lg};
  }
  &[data-size='xl'] {
    inline-size: 4rem;
    block-size: 4rem;
    font-size: ${vars.font.size.xl};
  }

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
