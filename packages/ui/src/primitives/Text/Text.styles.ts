import { Text as AriaText } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const StyledText = styled(AriaText)`
  margin: 0;

  &[data-size='sm'] {
    font-size: ${vars.font.size.sm};
  }
  &[data-size='md'] {
    font-size: ${vars.font.size.md};
  }
  &[data-size='lg'] {
    font-size: ${vars.font.size.lg};
  }

  &[data-tone='default'] {
    color: inherit;
  }
  &[data-tone='muted'] {
    color: ${vars.color.fg.muted};
  }
  &[data-tone='danger'] {
    color: ${vars.color.fg.danger};
  }

  &[data-weight='semibold'] {
    font-weight: ${vars.font.weight.semibold};
  }
`;
