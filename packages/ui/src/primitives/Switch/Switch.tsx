import type { FocusEvent, ReactNode, Ref } from 'react';
import { FieldHelp } from '../TextField/FieldParts';
import { StyledSwitchField, SwitchLabel, Track } from './Switch.styles';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Visible label; also the switch's accessible name. */
  children: ReactNode;
  /** Form field name. */
  name?: string;
  /** Controlled on/off state. */
  isSelected?: boolean;
  /** Initial state when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new state. */
  onChange?: (isSelected: boolean) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text under the switch when `isInvalid`. */
  errorMessage?: ReactNode;
  /** Help text linked through `aria-describedby`. */
  description?: ReactNode;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Ref to the `<input role="switch">`. */
  inputRef?: Ref<HTMLInputElement>;
  /** For layout only. */
  className?: string;
}

/**
 * An on/off switch (react-aria `SwitchField` + `SwitchButton`: `<input role="switch">` inside its
 * label), for settings that take effect at once. Space toggles it; the knob moves towards the
 * inline end, so it mirrors in Arabic. Description and error as in `TextField`.
 */
export function Switch({
  children,
  description,
  errorMessage,
  isInvalid = false,
  inputRef,
  className,
  ...switchProps
}: SwitchProps) {
  return (
    <StyledSwitchField
      {...switchProps}
      inputRef={inputRef}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <SwitchLabel>
        <Track />
        <span>{children}</span>
      </SwitchLabel>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledSwitchField>
  );
}
