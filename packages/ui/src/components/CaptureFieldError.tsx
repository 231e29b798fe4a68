import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../theme/theme';

const ErrorList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  &:empty {
    display: none;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${vars.space[1]};
    font-size: ${vars.font.size.sm};
    color: ${vars.color.fg.danger};
  }
  svg {
    flex: none;
    inline-size: 1em;
    block-size: 1em;
    margin-block-start: 0.2em;
  }
`;

/**
 * Error messages of a capture field that is not a react-aria field (drop zone, signature pad),
 * looking like `FieldError`: red text with the error icon. A polite live region, so messages the
 * component adds itself (e.g. a refused file) are announced; link it with `aria-describedby`.
 */
export function CaptureFieldError({ id, errors }: { id: string; errors: readonly ReactNode[] }) {
  return (
    <ErrorList id={id} aria-live="polite">
      {errors.map((error, index) => (
        <li key={index}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4M8 11v.5" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </li>
      ))}
    </ErrorList>
  );
}
