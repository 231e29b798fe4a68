import { Button as AriaButton, Select } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldBox } from '../../inputs/fieldBox.styles';
import { FieldInput } from '../../primitives/TextField/TextField.styles';
import { vars } from '../../theme/theme';

/**
 * Dial code and number side by side. The row stays left-to-right in Arabic pages, so "+91" comes
 * before the number as it is written everywhere.
 */
export const PhoneRow = styled.div`
  display: flex;
  align-items: stretch;
  min-inline-size: 0;

  ${FieldInput} {
    flex: 1;
    min-inline-size: 0;
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
`;

export const CountrySelect = styled(Select)`
  display: flex;
  flex: none;
` as typeof Select;

/** The country button: the shared field box, joined to the number input at its inline end. */
export const CountryTrigger = styled(AriaButton)`
  ${fieldBox}
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  border-inline-end-width: 0;
  border-start-end-radius: 0;
  border-end-end-radius: 0;
  background: ${vars.color.bg.sunken};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;

  > svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: ${vars.color.fg.muted};
  }

  &[data-hovered] {
    background: ${vars.color.bg.surfaceHover};
  }
  /* The ring is drawn above the joined input. */
  &[data-focus-visible] {
    position: relative;
  }
  /* The field's error state is on the TextField around the row. */
  [data-invalid] & {
    border-color: ${vars.color.border.invalid};
  }
`;

export const CountryCodeText = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const DialCode = styled.span`
  color: ${vars.color.fg.muted};
  font-variant-numeric: tabular-nums;
`;
