import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

const attributesOf = (element: Element | null) =>
  new Map([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));

/** The page as a test file starts with: the attributes of <html> and <body>. */
const initial = { html: attributesOf(document.documentElement), body: attributesOf(document.body) };

/** Puts an element's attributes back as they were (a test's `dir`, `lang`, `data-theme`, `style`...). */
function restoreAttributes(element: Element, attributes: Map<string, string>): void {
  for (const { name } of [...element.attributes]) if (!attributes.has(name)) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The next test (or, where files share a page, the next file) starts on an untouched page.
  // A test that replaced the document (routeModules.test.ts loads every route module) leaves no
  // page of jsdom's to put back.
  if (typeof document.querySelectorAll !== 'function') return;
  if (document.documentElement) restoreAttributes(document.documentElement, initial.html);
  if (document.body) restoreAttributes(document.body, initial.body);
  // react-aria's live announcer is one region per page kept by its module: its announcements
  // (cleared by its own timers otherwise) go with the test that made them.
  for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]'))
    region.replaceChildren();
});
