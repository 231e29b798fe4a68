import { Heading as AriaHeading } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const StyledHeading = styled(AriaHeading)`
  margin: 0;
  color: inherit;
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};

  &[data-size='sm'] {
    font-size: ${vars.font.size.md};
  }
  &[data-size='md'] {
    font-size: ${vars.font.size.lg};
  }
  &[data-size='lg'] {
    font-size: ${vars.font.size.xl};
  }
  &[data-size='xl'] {
    font-size: ${vars.font.size['2xl']};
  }
  &[data-size='2xl'] {
    font-size: ${vars.font.size['3xl']};
    font-weight: ${vars.font.weight.bold};
  }
  &[data-size='3xl'] {
    font-size: ${vars.font.size['4xl']};
    font-weight: ${vars.font.weight.bold};
  }
`;
