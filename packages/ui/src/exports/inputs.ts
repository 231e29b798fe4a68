/**
 * `@partner-portal/ui/inputs`: (being filled in by the design-system issue).
 * @packageDocumentation
 */
export {};
