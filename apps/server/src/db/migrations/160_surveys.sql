-- Satisfaction surveys written by staff (issue 20, /surveys, /add-survey, /edit-survey/{id}):
-- a title, a rich-text description (HTML whose images are storage keys, never signed links) and
-- the questions (jsonb list of { id, kind: text|rating|single_choice|yes_no, text, required,
-- options }). At most one survey is active: its description opens the public satisfaction survey.
CREATE TABLE surveys (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title            text NOT NULL,
  description_html text NOT NULL DEFAULT '',
  questions        jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_active        boolean NOT NULL DEFAULT false,
  created_by       integer REFERENCES users (id) ON DELETE SET NULL,
  author_name      text NOT NULL,
  version          integer NOT NULL DEFAULT 1,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX surveys_one_active_idx ON surveys ((true)) WHERE is_active;
CREATE INDEX surveys_updated_idx ON surveys (updated_at DESC, id DESC);
