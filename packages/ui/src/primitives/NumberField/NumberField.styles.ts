import { Group, NumberField as AriaNumberField } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldColumn } from '../../inputs/shared.styles';
import { vars } from '../../theme/theme';
import { FieldInput } from '../TextField/TextField.styles';

export const StyledNumberField = styled(AriaNumberField)`
  ${fieldColumn}
`;

/** Decrement button, input, increment button in one row (mirrors in right-to-left pages). */
export const StepperGroup = styled(Group)`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};

  ${FieldInput} {
    flex: 1;
    min-inline-size: 0;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;
