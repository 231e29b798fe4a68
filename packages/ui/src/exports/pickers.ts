/**
 * `@partner-portal/ui/pickers`: (being filled in by the design-system issue).
 * @packageDocumentation
 */
export {};
