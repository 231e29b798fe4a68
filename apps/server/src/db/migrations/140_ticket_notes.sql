-- Staff notes on a ticket (issue 20): rich text (HTML, sanitised again whenever it is shown)
-- whose images are storage keys, never signed links.
CREATE TABLE ticket_notes (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id    text NOT NULL REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  author_id    integer REFERENCES users (id) ON DELETE SET NULL,
  author_name  text NOT NULL,
  html         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_notes_ticket_idx ON ticket_notes (ticket_id, created_at DESC, id DESC);
