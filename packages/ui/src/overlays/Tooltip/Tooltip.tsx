import type { ReactElement, ReactNode } from 'react';
import { TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { Arrow, StyledTooltip } from './Tooltip.styles';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip text (short, plain; it becomes the trigger's accessible description). */
  content: ReactNode;
  /**
   * The trigger: a react-aria based focusable element (the design system's `Button` or `Link`, or
   * react-aria's `Focusable` around another focusable element). Icon-only triggers still need their
   * own `aria-label`: the tooltip describes, it does not name.
   */
  children: ReactElement;
  /** Side of the trigger. Default `'top'`; `'start'` / `'end'` mirror in RTL. */
  placement?: AriaTooltipProps['placement'];
  /** Hover delay before opening, in ms. Default 600. Keyboard focus opens it at once. */
  delay?: number;
  /** Delay before closing after hover ends, in ms. Default 300. */
  closeDelay?: number;
  /** Disables the tooltip (the trigger stays as it is). */
  isDisabled?: boolean;
  /** Controlled open state (e.g. in stories). */
  isOpen?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** For layout only (applied to the tooltip). */
  className?: string;
}

/**
 * A tooltip (react-aria `TooltipTrigger` + `Tooltip`, role `tooltip`): opens when its trigger gets
 * keyboard focus (at once) or is hovered (after `delay`), closes on blur, when the pointer leaves or
 * with Escape, and is linked to the trigger through `aria-describedby`.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  closeDelay = 300,
  isDisabled,
  isOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <StyledTooltip placement={placement} offset={8} className={className}>
        <Arrow>
          <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true" focusable="false">
            <path d="M0 0 L5 6 L10 0" />
          </svg>
        </Arrow>
        {content}
      </StyledTooltip>
    </TooltipTrigger>
  );
}
