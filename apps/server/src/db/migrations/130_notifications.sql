-- Header notifications (issue 20): the newest ticket events are read across every ticket, and
-- each user remembers when they last opened the list, so the bell can count what is new.
CREATE INDEX ticket_events_at_idx ON ticket_events (at DESC, id DESC);

CREATE TABLE notification_reads (
  user_id  integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  read_at  timestamptz NOT NULL
);
