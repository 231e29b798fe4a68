import type { ReactNode } from 'react';
import type { PressEvent } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { CardBody, CardDescription, CardFooter, CardLink, StyledCard } from './Card.styles';

/** Props of {@link Card}. */
export interface CardProps {
  /** Title; the accessible name of the card link when `href` is given. */
  heading: ReactNode;
  /** Heading level in the page outline. Default 2. */
  headingLevel?: HeadingLevel;
  /** Secondary line under the heading. */
  description?: ReactNode;
  /** Body content. */
  children?: ReactNode;
  /** Bottom row (metadata, secondary actions). */
  footer?: ReactNode;
  /**
   * Makes the whole card one link (keyboard focusable, hover and focus styles) whose name is the
   * heading, e.g. the portal chooser cards (access-identity-onboarding §2 "Portal chooser").
   */
  href?: string;
  /** Called when the card link is activated, before navigation (e.g. to record the chosen portal). */
  onPress?: (event: PressEvent) => void;
  /** Opens `href` in a new tab (external app stores) and says so to screen readers. */
  isExternal?: boolean;
  /** For layout only. */
  className?: string;
}

/**
 * A surface grouping a heading, description, body and footer. With `href` it becomes a single
 * link using the "stretched link" pattern: the link is on the heading text, its overlay covers the
 * card, and the description stays readable as plain text.
 */
export function Card({
  heading,
  headingLevel = 2,
  description,
  children,
  footer,
  href,
  onPress,
  isExternal = false,
  className,
}: CardProps) {
  const intl = useIntl();
  const isLinked = href !== undefined;
  return (
    <StyledCard data-linked={isLinked || undefined} className={className}>
      <Heading level={headingLevel} size="md">
        {isLinked ? (
          <CardLink
            href={href}
            onPress={onPress}
            data-card-link=""
            {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {heading}
            {isExternal && ' '}
            {isExternal && (
              <VisuallyHidden elementType="span">
                {intl.formatMessage(uiMessages.opensInNewTab)}
              </VisuallyHidden>
            )}
          </CardLink>
        ) : (
          heading
        )}
      </Heading>
      {description && <CardDescription>{description}</CardDescription>}
      {children && <CardBody>{children}</CardBody>}
      {footer && <CardFooter>{footer}</CardFooter>}
    </StyledCard>
  );
}
