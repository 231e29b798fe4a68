/**
 * `@partner-portal/ui/data`: (being filled in by the design-system issue).
 * @packageDocumentation
 */
export {};
