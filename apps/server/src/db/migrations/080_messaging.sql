-- Messages received by the embedded SMTP receiver and the local WhatsApp simulator (issue 16):
-- the demo inbox (GET {api}/dev/inbox/) and the development outbox (GET {api}/dev/outbox/) read
-- them, so they survive a restart and are shared by every server on the same database. Real
-- deliveries (SMTP_URL, the WhatsApp Cloud API) never land here.

CREATE TABLE messages (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel      text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  recipient    text NOT NULL,
  sender       text NOT NULL DEFAULT '',
  subject      text NOT NULL DEFAULT '',
  text_body    text NOT NULL DEFAULT '',
  html_body    text,
  template     text,
  message_id   text,
  received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_recipient_idx ON messages (lower(recipient), id DESC);
