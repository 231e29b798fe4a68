import { itemIdParamsSchema } from '../shared.ts';

/** Texts of the KCI task answers (the spec shows none; the reference server's wording, issue 14). */
export const KCI_MESSAGES = {
  notFound: 'KCI checklist not found.',
  completedAlready: 'This checklist was completed already.',
  invalid: 'Send answers: one per item, each pass, fail or na, with a remark of at most 500 characters.',
  everyItem: 'Answer every item of the checklist.',
  unknownItem: 'Item {item} is not on this checklist.',
  remarkNeeded: 'Give a remark for each failed item: {items}.',
  completed: 'KCI checklist of {ticket} completed: {result}.',
} as const;

/** Statuses of a KCI checklist. */
export const KCI_STATUSES = ['pending', 'completed'] as const;

/** Answers of a checklist item: pass, fail, not applicable. */
export const KCI_ANSWERS = ['pass', 'fail', 'na'] as const;

/** Body of POST /management/kci-tasks/{id}/complete/. */
export interface CompleteKciBody {
  answers: { item_id: number; answer: (typeof KCI_ANSWERS)[number]; remark?: string }[];
}

/** POST /management/kci-tasks/{id}/complete/ `{ answers: [{ item_id, answer, remark? }] }` (1-30 answers). */
export const completeKciSchema = {
  ...itemIdParamsSchema,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['answers'],
    properties: {
      answers: {
        type: 'array',
        minItems: 1,
        maxItems: 30,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['item_id', 'answer'],
          properties: {
            item_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            answer: { type: 'string', enum: KCI_ANSWERS },
            remark: { type: 'string', maxLength: 500 },
          },
        },
      },
    },
  },
} as const;
