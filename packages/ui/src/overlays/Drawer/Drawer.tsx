import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Heading } from '../../primitives/Heading/Heading';
import { overlayMessages } from '../messages';
import {
  CloseButton,
  DrawerBody,
  DrawerDialog,
  DrawerHeader,
  DrawerOverlay,
  DrawerPanel,
} from './Drawer.styles';

/** The logical edge a drawer slides in from: `'start'` is the left in LTR and the right in Arabic. */
export type DrawerPlacement = 'start' | 'end';

/** Drawer widths: sm min(320px, 88vw), md min(384px, 92vw). */
export type DrawerSize = 'sm' | 'md';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /**
   * Whether the drawer is open (controlled). Leave out inside a react-aria `DialogTrigger`, which
   * then opens it from its button.
   */
  isOpen?: boolean;
  /** Called with `false` when Escape, a press on the backdrop or the close button closes it. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Edge it slides in from. Default `'start'`. */
  placement?: DrawerPlacement;
  /** Width. Default `'sm'`. */
  size?: DrawerSize;
  /** Heading of the drawer (an `h2`), also the dialog's accessible name. */
  title: ReactNode;
  /** Id of the dialog element (the target of a toggle button's `aria-controls`). */
  id?: string;
  /** Whether a press on the backdrop closes the drawer. Default `true`. */
  isDismissable?: boolean;
  /** Content below the heading; scrolls when taller than the viewport. */
  children?: ReactNode;
  /** For layout only (applies to the panel). */
  className?: string;
}

/**
 * A modal side panel (react-aria `ModalOverlay` + `Modal` + `Dialog`) that slides in from the
 * inline-start or inline-end edge, e.g. the navigation on narrow screens or the theme customizer.
 * Focus moves into the drawer and is trapped there; Escape, a press on the backdrop or the 'Close'
 * button closes it, and focus returns to the element that opened it. The page behind is inert and
 * does not scroll. Spec: operations §2 "Shell" (theme customizer drawer; sidebar as a slide-in
 * drawer below 992 px).
 */
export function Drawer({
  isOpen,
  onOpenChange,
  placement = 'start',
  size = 'sm',
  title,
  id,
  isDismissable = true,
  children,
  className,
}: DrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <DrawerOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <DrawerPanel className={className} data-placement={placement} data-size={size}>
        <DrawerDialog id={id} aria-labelledby={titleId}>
          {({ close }) => (
            <>
              <DrawerHeader>
                <Heading id={titleId} level={2} size="lg">
                  {title}
                </Heading>
                <CloseButton aria-label={intl.formatMessage(overlayMessages.closeDrawer)} onPress={close}>
                  <svg
                    viewBox="0 0 20 20"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.75"
                    strokeLinecap="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M5 5l10 10M15 5L5 15" />
                  </svg>
                </CloseButton>
              </DrawerHeader>
              <DrawerBody>{children}</DrawerBody>
            </>
          )}
        </DrawerDialog>
      </DrawerPanel>
    </DrawerOverlay>
  );
}
