// Schema parts and SQL fragments more than one module uses.

/** JSON schema of a text of `minLength` to `maxLength` characters with at least one non-space. */
export const textSchema = (minLength: number, maxLength: number) =>
  ({ type: 'string', minLength, maxLength, pattern: '\\S' }) as const;

/** JSON schema of a database id in a body: a whole number from 1. */
export const idSchema = { type: 'integer', minimum: 1 } as const;

/** An Indian pincode: six digits, not starting with 0. */
export const PINCODE_PATTERN = '^[1-9][0-9]{5}$';

/** `{ id, uuid, name, phone, city, state }` of the network partner aliased `p`. */
export const PARTNER_REF_SQL = `json_build_object('id', p.id, 'uuid', p.uuid, 'name', p.name, 'phone', p.phone, 'city', p.city, 'state', p.state)`;

/** `{ id, code, name }` of the project aliased `pr`. */
export const PROJECT_REF_SQL = `json_build_object('id', pr.id, 'code', pr.code, 'name', pr.name)`;

/** A partner as list rows embed it ({@link PARTNER_REF_SQL}). */
export interface PartnerRef {
  id: number;
  uuid: string;
  name: string;
  phone: string;
  city: string;
  state: string;
}

/** A project as list rows embed it ({@link PROJECT_REF_SQL}). */
export interface ProjectRef {
  id: number;
  code: string;
  name: string;
}

/** Schema of a call without parameters: a few short query parameters (cache busters) are tolerated. */
export const noQuerySchema = {
  querystring: { type: 'object', maxProperties: 5, additionalProperties: { type: 'string', maxLength: 64 } },
} as const;
