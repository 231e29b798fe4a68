import { FIELD_FORM_MESSAGES, ID_PATTERN } from '../../fieldForms/shared.ts';

/** Body of POST /management/unstructured-update-by-template/. Spec: operations §3. */
export interface UnstructuredUpdateBody {
  ticket: string;
  data: { key: string; value: unknown }[];
}

/** GET /management/unstructured-template/?project. */
export const templateQuerySchema = {
  querystring: {
    type: 'object',
    required: ['project'],
    properties: { project: { type: 'string', pattern: ID_PATTERN } },
  },
} as const;

/** 400 text of {@link templateQuerySchema}. */
export const templateQueryMessages = { '*': FIELD_FORM_MESSAGES.invalidProject };

/** POST /management/unstructured-update-by-template/ `{ ticket, data: [{ key, value }] }`. */
export const updateSchema = {
  body: {
    type: 'object',
    required: ['ticket', 'data'],
    properties: {
      ticket: { type: 'string', pattern: ID_PATTERN },
      data: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          required: ['key', 'value'],
          properties: {
            key: { type: 'string', minLength: 1, maxLength: 200 },
            // Checked in the handler (isItemValue): Ajv's type coercion would turn ['a'] into 'a' and back.
            value: {},
            is_optional: { type: 'boolean' },
          },
        },
      },
    },
  },
} as const;

/** 400 texts of {@link updateSchema}. */
export const updateMessages = {
  ticket: FIELD_FORM_MESSAGES.unknownTicket,
  '*': FIELD_FORM_MESSAGES.unstructuredBody,
};

/** An unstructured value: a text of at most 2000 characters or up to 50 texts of 200. */
export function isItemValue(value: unknown): value is string | string[] {
  if (typeof value === 'string') return value.length <= 2000;
  return (
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every((entry) => typeof entry === 'string' && entry.length <= 200)
  );
}
