import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldBox } from '../../inputs/fieldBox.styles';
import { vars } from '../../theme/theme';

/** Field wrapper shared by TextField and PasswordField: label, control, description, error. */
export const StyledTextField = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
`;

export const FieldLabel = styled(Label)`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.fg.default};

  /* Muted, not the disabled colour: the label still has to be read (4.5:1) while its field is
     disabled, e.g. a prerendered form waiting for its scripts. */
  [data-disabled] > & {
    color: ${vars.color.fg.muted};
  }
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${vars.space[1]};
  color: ${vars.color.fg.danger};
`;

/** The text input: the shared field box (`fieldBox`) across the field's width. */
export const FieldInput = styled(Input)`
  ${fieldBox}
  inline-size: 100%;

  &::placeholder {
    color: ${vars.color.fg.muted};
    opacity: 1;
  }
  /* Inputs that stay left-to-right inside right-to-left pages (e-mail, phone) keep their text at the
     line start of the surrounding page. */
  [dir='rtl'] &[dir='ltr'] {
    text-align: end;
  }
`;

export const FieldDescription = styled(Text)`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.fg.muted};
`;

export const FieldErrorMessage = styled(FieldError)`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.fg.danger};

  svg {
    flex: none;
    inline-size: 1em;
    block-size: 1em;
    margin-block-start: 0.2em;
  }
`;
