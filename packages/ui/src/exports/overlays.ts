/**
 * `@partner-portal/ui/overlays`: (being filled in by the design-system issue).
 * @packageDocumentation
 */
export {};
