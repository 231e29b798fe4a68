-- Field forms reached by link: service call report, unstructured data form, satisfaction survey.
-- Spec: operations §2 ('Service Call Report form', 'Unstructured Data Form', 'Customer satisfaction
-- survey'), §3, §4, §7 'Forms and surveys'. Numbers 020-029 belong to this area.

-- A field ticket as the link-reached forms see it. ticket_id is unguessable (128 random bits), so
-- it can stand in links on its own (/csat-survey/{ticketId}).
CREATE TABLE field_tickets (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id      text NOT NULL UNIQUE,
  project_id     text NOT NULL,
  case_id        text NOT NULL,
  sowsubtype     text NOT NULL,
  start_time     timestamptz NOT NULL,
  end_time       timestamptz NOT NULL,
  customer_name  text NOT NULL,
  customer_phone text NOT NULL,
  raw_address    text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Service call report links (/cso_form/{ticket_id}/{url_id}); url_id has >= 128 random bits.
CREATE TABLE cso_links (
  url_id     text PRIMARY KEY,
  ticket_id  text NOT NULL REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX cso_links_ticket_idx ON cso_links (ticket_id);

-- One service call report: step 1 creates it, step 2 (customer feedback) completes it.
CREATE TABLE cso_reports (
  id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id             text NOT NULL REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  fields                jsonb NOT NULL,
  engineer_signature    bytea NOT NULL,
  engineer_signature_type text NOT NULL,
  overall_experience    smallint CHECK (overall_experience BETWEEN 1 AND 5),
  schedule_date         timestamptz,
  customer_comment      text,
  customer_signature    bytea,
  customer_signature_type text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  feedback_at           timestamptz
);

CREATE INDEX cso_reports_ticket_idx ON cso_reports (ticket_id);

-- Unstructured templates per project: data is a list of { key, is_optional, value }.
CREATE TABLE unstructured_templates (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id text NOT NULL,
  name       text NOT NULL,
  data       jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX unstructured_templates_project_idx ON unstructured_templates (project_id, id);

CREATE TABLE unstructured_responses (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id   text NOT NULL REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  template_id integer NOT NULL REFERENCES unstructured_templates (id),
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX unstructured_responses_ticket_idx ON unstructured_responses (ticket_id, id);

-- Satisfaction survey templates (data: the questions) and which template a project uses.
CREATE TABLE csat_templates (
  id          integer PRIMARY KEY,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  show_logo   boolean NOT NULL DEFAULT true,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE csat_project_templates (
  project_id  text PRIMARY KEY,
  template_id integer NOT NULL REFERENCES csat_templates (id)
);

-- Survey answers: data is a list of { question_id, answer, source: 'web' } (operations §3).
CREATE TABLE csat_responses (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id   text NOT NULL REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  template_id integer NOT NULL REFERENCES csat_templates (id),
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX csat_responses_ticket_idx ON csat_responses (ticket_id, id);
