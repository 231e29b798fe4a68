/**
 * Test files that need a page and module graph of their own (issue 21): the jsdom tests of the
 * packages and the portal share one per worker (Vitest project 'unit', `isolate: false`), except
 * these, which run isolated in 'unit-isolated' because they mock a module (`vi.mock`, `vi.doMock`),
 * keep state in a fake IndexedDB (fake-indexeddb), or say why in a `vitest-isolate:` comment.
 * isolatedTests.test.mjs fails when a test file does any of these and is missing here.
 */
export const ISOLATED_TESTS = [
  'apps/portal/src/app/RouteErrorBoundary.router.test.tsx',
  'apps/portal/src/app/routeModules.test.ts',
  'apps/portal/src/lib/useUpdateCheck.test.tsx',
  'apps/portal/src/routes/FieldFormRoutes.test.tsx',
  'apps/portal/src/routes/QuestionnaireRoute.test.tsx',
  'packages/api/src/field-drafts/useFormDraft.test.tsx',
  'packages/api/src/field-drafts/useQueuedSubmit.test.tsx',
  'packages/chat/src/hooks/useInternalChat.test.tsx',
  'packages/forms/src/service-call-report/ServiceCallReportForm.test.tsx',
  'packages/ui/src/components/SignaturePad/SignaturePad.test.tsx',
];

/** What makes a test file need its own page and module graph. */
export const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock)\(|fake-indexeddb|\bvitest-isolate:/;

/** Where the jsdom test files live, relative to the repository root. */
export const JSDOM_TEST_ROOTS = ['packages/*/src', 'apps/portal/src', '.storybook'];
