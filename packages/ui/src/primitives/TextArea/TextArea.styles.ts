import { TextArea as AriaTextArea } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/theme';
import { FieldInput } from '../TextField/TextField.styles';

/**
 * TextField's input look on a `<textarea>` (react-aria `TextArea`, which reads the surrounding
 * TextField's label, description and error ids). `TextArea` sets the block size from the content;
 * `$maxBlockSize` (px) is the ceiling, after which it scrolls (`data-scrolls`).
 */
export const FieldTextArea = styled(FieldInput).attrs({ as: AriaTextArea })<{ $maxBlockSize: number }>`
  display: block;
  resize: none;
  overflow-y: hidden;
  line-height: ${vars.font.lineHeight.normal};
  max-block-size: ${({ $maxBlockSize }) => `${$maxBlockSize}px`};

  &[data-scrolls] {
    overflow-y: auto;
  }
`;
