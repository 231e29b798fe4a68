-- Questionnaires: the interactive questionnaire (tree and flat forms) and the profiling
-- questionnaire. Spec: operations §2 'Interactive questionnaire', 'Profiling questionnaire', §3
-- (profiling question, questionnaire form, answer, submissions), §7 'Questionnaires'. Numbers
-- 060-069 belong to this area.

-- A questionnaire form. is_profiling marks the profiling questionnaire's form (ours: the spec does
-- not say how the profiling screen finds its questions).
CREATE TABLE questionnaire_forms (
  id                  integer PRIMARY KEY,
  form_name           text NOT NULL,
  name                text NOT NULL,
  description         text NOT NULL DEFAULT '',
  is_tree_form        boolean NOT NULL DEFAULT false,
  whatsapp_compatible boolean NOT NULL DEFAULT false,
  is_profiling        boolean NOT NULL DEFAULT false,
  created_at          timestamptz NOT NULL DEFAULT now()
);

-- One question of a form. options: a list of { id, text, answer_type, next_question_code }
-- (operations §3 'Profiling question'); question_code is upper case and unique in its form.
CREATE TABLE questionnaire_questions (
  id            integer PRIMARY KEY,
  form_id       integer NOT NULL REFERENCES questionnaire_forms (id) ON DELETE CASCADE,
  question_code text NOT NULL CHECK (question_code = upper(question_code)),
  text          text NOT NULL,
  answer_type   text NOT NULL
    CHECK (answer_type IN ('yes_no', 'single_choice', 'multiple_choice', 'number', 'text', 'date')),
  tips          text NOT NULL DEFAULT '',
  placeholder   text NOT NULL DEFAULT '',
  is_required   boolean NOT NULL DEFAULT true,
  category      text NOT NULL DEFAULT '',
  sort_order    integer NOT NULL,
  options       jsonb NOT NULL DEFAULT '[]',
  UNIQUE (form_id, question_code)
);

CREATE INDEX questionnaire_questions_order_idx ON questionnaire_questions (form_id, sort_order, id);

-- A stored submission, with who sent it. kind: 'interactive' (answer_responded) or 'profiling'
-- (questionnaire/submit). answers: the list as sent (question_code, answer, and for interactive
-- ones phone and template_id).
CREATE TABLE questionnaire_submissions (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('interactive', 'profiling')),
  form_id      integer NOT NULL REFERENCES questionnaire_forms (id),
  onboarding   boolean NOT NULL DEFAULT false,
  user_uuid    text,
  full_name    text,
  phone        text,
  answers      jsonb NOT NULL,
  submitted_at timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX questionnaire_submissions_form_idx ON questionnaire_submissions (form_id, id);
