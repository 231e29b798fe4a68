-- Security and reliability hardening (issue 15). Numbers 120-129 belong to this area.

-- One satisfaction survey response per ticket, so satisfaction figures cannot be stuffed: the
-- first response of a ticket claims its row here (primary key), a second answers 409. Responses
-- stored before this migration keep their rows; the first of each ticket is recorded as its claim.
CREATE TABLE csat_answered_tickets (
  ticket_id   text PRIMARY KEY REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  answered_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO csat_answered_tickets (ticket_id, answered_at)
SELECT ticket_id, min(created_at) FROM csat_responses GROUP BY ticket_id;

-- Sign-in throttling shared by every server instance on this database (issue 15).
-- Fixed-window counters of @fastify/rate-limit (per client and global limits of POST /partner/login/).
CREATE TABLE rate_limit_counters (
  key        text PRIMARY KEY,
  count      integer NOT NULL,
  reset_at   timestamptz NOT NULL
);

-- Failed sign-ins per e-mail: after a few, each further attempt must wait longer (progressive
-- delay, capped), instead of a lock anyone could set off. Cleared by a successful sign-in.
CREATE TABLE login_failures (
  email           text PRIMARY KEY,
  failures        integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);
