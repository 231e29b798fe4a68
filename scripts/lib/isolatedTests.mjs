/**
 * Package test files that need a page and module graph of their own (issue 21): the packages'
 * jsdom tests share one per worker (Vitest project 'unit', `isolate: false`), except these, which
 * run isolated in 'unit-app' because they mock a module (`vi.mock`, `vi.doMock`) or keep state in
 * a fake IndexedDB (fake-indexeddb). isolatedTests.test.mjs fails when a package test file does
 * either and is missing here.
 */
export const ISOLATED_PACKAGE_TESTS = [
  'packages/api/src/field-drafts/useFormDraft.test.tsx',
  'packages/api/src/field-drafts/useQueuedSubmit.test.tsx',
  'packages/chat/src/hooks/useInternalChat.test.tsx',
  'packages/forms/src/service-call-report/ServiceCallReportForm.test.tsx',
  'packages/ui/src/components/SignaturePad/SignaturePad.test.tsx',
];

/** What makes a test file need its own page and module graph. */
export const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock)\(|fake-indexeddb/;
