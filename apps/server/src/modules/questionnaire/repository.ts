import type { Db } from '../../db/types.ts';
import {
  runList,
  SqlParams,
  queryEnum,
  queryInt,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';

/** Filters of the staff read of submissions. */
export interface SubmissionFilters {
  templateId?: number;
  kind?: 'interactive' | 'profiling';
}

/** Reads `template_id` and `kind` (interactive or profiling); 400 for a bad value. */
export function submissionFilters(query: RawQuery): SubmissionFilters {
  return {
    templateId: queryInt(query, 'template_id'),
    kind: queryEnum(query, 'kind', ['interactive', 'profiling'] as const),
  };
}

/** One page of stored submissions, latest first by default. */
export function listSubmissions(db: Db, list: ListParams, filters: SubmissionFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.templateId !== undefined) where.push(`s.form_id = ${params.add(filters.templateId)}`);
  if (filters.kind) where.push(`s.kind = ${params.add(filters.kind)}`);
  return runList(
    db,
    {
      select: `s.id, s.kind, s.form_id AS template_id, f.name AS form_name, s.onboarding, s.user_uuid,
        s.full_name, s.phone, s.answers, s.submitted_at`,
      from: 'FROM questionnaire_submissions s JOIN questionnaire_forms f ON f.id = s.form_id',
      searchable: ['s.full_name', 's.phone', 's.user_uuid'],
      orderable: { id: 's.id', submitted_at: 's.submitted_at' },
      defaultOrdering: '-id',
      where,
    },
    list,
    params,
    's.id',
  );
}
