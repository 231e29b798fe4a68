import { Heading, type HeadingLevel } from '@partner-portal/ui/primitives';
import { Fragment, useId, type ReactNode } from 'react';
import { Facts, Section } from './PartnerProfile.styles.ts';

/** Term and value pairs as a description list. */
export function FactList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Facts>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

/** A titled section (a landmark named by its heading). */
export function InfoSection({
  title,
  level,
  children,
}: {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Heading level={level} size="sm" id={id}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

/** The next outline level (at most 6). */
export const nextLevel = (level: HeadingLevel) => Math.min(level + 1, 6) as HeadingLevel;
