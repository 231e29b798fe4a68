import { ComboBox as AriaComboBox } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldColumn, FieldIconButton } from '../../inputs/shared.styles';
import { vars } from '../../theme/theme';
import { FieldInput } from '../TextField/TextField.styles';

export const StyledComboBox = styled(AriaComboBox)`
  ${fieldColumn}
` as typeof AriaComboBox;

/** The input with the loading spinner and the open-list button at its inline end. */
export const ComboBoxBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  ${FieldInput} {
    padding-inline-end: 2.75rem;
  }
  &[data-loading] ${FieldInput} {
    padding-inline-end: 4.5rem;
  }

  ${FieldIconButton} {
    position: absolute;
    inset-inline-end: ${vars.space[1]};
  }
`;

export const LoadingMark = styled.span`
  position: absolute;
  inset-inline-end: 2.75rem;
  display: inline-flex;
  color: ${vars.color.fg.muted};
`;
