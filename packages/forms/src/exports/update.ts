/**
 * `@partner-portal/forms/update`: the update prompt ("a new version is available", operations §4).
 * @packageDocumentation
 */
export { UpdatePrompt } from '../update/UpdatePrompt.tsx';
export type { UpdatePromptProps } from '../update/UpdatePrompt.tsx';
export { updateMessages } from '../update/messages.ts';
export type { UpdateMessages } from '../update/messages.ts';
