import { CALL_ROLES } from '@partner-portal/api/roles';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../auth/guard.ts';
import type { ObjectStorage } from '../../storage/objectStorage.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { noQuerySchema } from '../shared.ts';
import {
  createSurvey,
  descriptionImageKeys,
  findSurvey,
  listSurveys,
  updateSurvey,
  type SurveyAuthor,
  type SurveyRow,
} from './repository.ts';
import {
  createSurveySchema,
  patchSurveySchema,
  SURVEY_IMAGE_LINK_SECONDS,
  SURVEY_MESSAGES as M,
  surveyParamsSchema,
  type SurveyBody,
  type SurveyPatchBody,
} from './schemas.ts';

type Params = { id: number };

const authorOf = (request: FastifyRequest): SurveyAuthor => {
  const user = request.authUser!;
  return {
    id: user.id,
    name: user.full_name,
    isAdmin: [user.user_role, ...user.all_roles].includes('admin'),
  };
};

/** Key -> signed display link (60 s) of each image of `html`; empty without storage. */
export async function signedDescriptionImages(
  storage: ObjectStorage | null | undefined,
  html: string,
): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  if (!storage) return images;
  for (const key of descriptionImageKeys(html)) {
    images[key] = await storage.presignGet(key, { expiresIn: SURVEY_IMAGE_LINK_SECONDS });
  }
  return images;
}

/** A survey as answered: the row, `can_edit` for the caller, and (with `images`) its signed image links. */
const answer = (row: SurveyRow, author: SurveyAuthor, images?: Record<string, string>) => ({
  id: row.id,
  title: row.title,
  description_html: row.description_html,
  questions: row.questions,
  is_active: row.is_active,
  author_name: row.author_name,
  version: row.version,
  created_at: row.created_at,
  updated_at: row.updated_at,
  can_edit: author.isAdmin || row.created_by === author.id,
  ...(images ? { images } : {}),
});

/**
 * Satisfaction surveys written by staff (issue 20; routes surveys, add-survey, edit-survey/{id},
 * operations §2 and §6; the description in rich text, operations §7 'File upload' 5). Project
 * staff read them (`CALL_ROLES.surveys`); managers write them (`surveyWrite`), a project manager
 * only their own (403 otherwise), an admin any. Descriptions are stored with their images as
 * upload keys (HTML outside the editor's elements is a 400), and each read of one survey signs
 * them for 60 s. At most one survey is active: activating one deactivates the others.
 *
 * - GET /management/surveys/ -> `{ status, results: [survey without images] }`
 * - GET /management/surveys/{id}/ -> `{ status, survey, expires_in: 60 }`; 404 unknown
 * - POST /management/surveys/ `{ title, description_html, questions, is_active? }` -> 201
 * - PATCH /management/surveys/{id}/ `{ version, ...fields }` -> 200; 403 not yours, 409 stale
 */
export const surveyRoutes: RouteModule = {
  name: 'surveys',
  plugin: async (api) => {
    const { db } = api.ctx;

    api.get(
      '/management/surveys/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.surveys }) },
      async (request) => {
        const author = authorOf(request);
        return { status: 200, results: (await listSurveys(db)).map((row) => answer(row, author)) };
      },
    );

    api.get<{ Params: Params }>(
      '/management/surveys/:id/',
      {
        schema: surveyParamsSchema,
        config: { validationMessages: { '*': M.notFound } },
        preValidation: authenticate({ roles: CALL_ROLES.surveys }),
      },
      async (request) => {
        const row = await findSurvey(db, request.params.id);
        const images = await signedDescriptionImages(api.ctx.storage, row.description_html);
        return {
          status: 200,
          survey: answer(row, authorOf(request), images),
          expires_in: SURVEY_IMAGE_LINK_SECONDS,
        };
      },
    );

    api.post<{ Body: SurveyBody }>(
      '/management/surveys/',
      {
        schema: createSurveySchema,
        config: { validationMessages: { '*': M.invalid } },
        preValidation: authenticate({ roles: CALL_ROLES.surveyWrite }),
      },
      async (request, reply) => {
        descriptionImageKeys(request.body.description_html);
        const author = authorOf(request);
        const row = await db.transaction((tx) => createSurvey(tx, request.body, author, api.ctx.now()));
        return reply
          .code(201)
          .send({ status: 201, message: fill(M.created, { title: row.title }), survey: answer(row, author) });
      },
    );

    api.patch<{ Params: Params; Body: SurveyPatchBody }>(
      '/management/surveys/:id/',
      {
        schema: patchSurveySchema,
        config: { validationMessages: { '*': M.patchInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.surveyWrite }),
      },
      async (request) => {
        if (request.body.description_html !== undefined) descriptionImageKeys(request.body.description_html);
        const author = authorOf(request);
        const before = request.body.is_active;
        const row = await db.transaction((tx) =>
          updateSurvey(tx, request.params.id, request.body, author, api.ctx.now()),
        );
        const onlyToggle = Object.keys(request.body).every((key) => key === 'version' || key === 'is_active');
        const template =
          onlyToggle && before !== undefined ? (before ? M.activated : M.deactivated) : M.updated;
        return { status: 200, message: fill(template, { title: row.title }), survey: answer(row, author) };
      },
    );
  },
};
