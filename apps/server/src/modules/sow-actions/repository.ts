import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryInt,
  queryString,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { PROJECT_REF_SQL } from '../shared.ts';
import { SOW_ACTION_MESSAGES } from './schemas.ts';

/** Filters of the SOW subtype action list. */
export interface SowActionFilters {
  project?: number;
  sowsubtype?: string;
}

/** Reads `project` (id) and `sowsubtype`; 400 for a bad value. */
export function sowActionFilters(query: RawQuery): SowActionFilters {
  return { project: queryInt(query, 'project'), sowsubtype: queryString(query, 'sowsubtype') };
}

/** One page of the actions set per project and SOW subtype; by project, then subtype. */
export function listSowActions(db: Db, list: ListParams, filters: SowActionFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.project !== undefined) where.push(`a.project_id = ${params.add(filters.project)}`);
  if (filters.sowsubtype) where.push(`a.sowsubtype = ${params.add(filters.sowsubtype)}`);
  return runList(
    db,
    {
      select: `a.id, ${PROJECT_REF_SQL} AS project, a.sowsubtype, a.action, a.created_at`,
      from: 'FROM sowsubtype_actions a JOIN projects pr ON pr.id = a.project_id',
      searchable: ['a.sowsubtype', 'a.action', 'pr.name', 'pr.code'],
      orderable: {
        id: 'a.id',
        sowsubtype: 'a.sowsubtype',
        action: 'a.action',
        project: 'pr.name',
        created_at: 'a.created_at',
      },
      defaultOrdering: 'project,sowsubtype',
      where,
    },
    list,
    params,
    'a.id',
  );
}

/** Sets an action for a project's SOW subtype; 404 unknown project, 409 when already set. */
export async function addSowAction(
  tx: DbTx,
  action: { projectId: number; sowsubtype: string; action: string; createdBy: number; now: Date },
) {
  const [project] = await tx.query('SELECT id FROM projects WHERE id = $1', [action.projectId]);
  if (!project) throw new HttpError(404, SOW_ACTION_MESSAGES.projectNotFound);
  const [created] = await tx.query(
    `INSERT INTO sowsubtype_actions (project_id, sowsubtype, action, created_by, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ON CONSTRAINT sowsubtype_actions_unique DO NOTHING
     RETURNING id, project_id, sowsubtype, action, created_at`,
    [action.projectId, action.sowsubtype, action.action, action.createdBy, action.now],
  );
  if (!created) throw new HttpError(409, SOW_ACTION_MESSAGES.exists);
  return created;
}
