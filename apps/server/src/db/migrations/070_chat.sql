-- Chat (operations §3 'WhatsApp list item from the server', 'Message'; §7 'Chat'; issue 17).
-- Internal chat history lives in the XMPP server's archive (XEP-0313), not here.

-- One WhatsApp conversation per customer number, shared by the staff who may use WhatsApp chat.
CREATE TABLE whatsapp_sessions (
  id             serial PRIMARY KEY,
  session_id     uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  -- 10 digits, without the country prefix 91.
  receiver_phone text NOT NULL UNIQUE CHECK (receiver_phone ~ '^[0-9]{10}$'),
  receiver_id    integer REFERENCES users(id) ON DELETE SET NULL,
  receiver_name  text NOT NULL,
  unread_count   integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE whatsapp_messages (
  id          serial PRIMARY KEY,
  session_id  integer NOT NULL REFERENCES whatsapp_sessions(id) ON DELETE CASCADE,
  -- partner: sent from the portal; receiver: from the customer.
  sender_type text NOT NULL CHECK (sender_type IN ('partner', 'receiver')),
  sender_id   integer REFERENCES users(id) ON DELETE SET NULL,
  message     text NOT NULL,
  status      text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'delivered', 'read')),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX whatsapp_messages_session ON whatsapp_messages (session_id, id);
