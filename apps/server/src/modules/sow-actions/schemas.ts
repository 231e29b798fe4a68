import { idSchema, textSchema } from '../shared.ts';

/** Actions a SOW subtype can trigger. */
export const SOW_ACTIONS = [
  'send_csat_survey',
  'send_service_report',
  'request_spare',
  'notify_client',
  'auto_close',
] as const;

/** Texts of the SOW subtype action answers (the spec shows none; the reference server's wording). */
export const SOW_ACTION_MESSAGES = {
  projectNotFound: 'Project not found.',
  added: 'SOW subtype action added.',
  exists: 'This action is already set for this SOW subtype.',
  invalid: `Send project_id, sowsubtype and action (one of: ${SOW_ACTIONS.join(', ')}).`,
} as const;

/** Body of POST /management/add-sowsubtype-action/. */
export interface SowActionBody {
  project_id: number;
  sowsubtype: string;
  action: (typeof SOW_ACTIONS)[number];
}

/** POST /management/add-sowsubtype-action/ `{ project_id, sowsubtype (2-80), action }`. */
export const addSowActionSchema = {
  body: {
    type: 'object',
    required: ['project_id', 'sowsubtype', 'action'],
    properties: {
      project_id: idSchema,
      sowsubtype: textSchema(2, 80),
      action: { type: 'string', enum: SOW_ACTIONS },
    },
  },
} as const;
