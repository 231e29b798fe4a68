-- Management, warehouse and finance data of the reference server. Spec: operations §3 (client
-- state: warehouseList, spareTracking, doaSpares), §7 'Management and warehouse', 'Finance',
-- 'Identity-adjacent' (task count, escalation tasks). Shapes are "not shown" in the spec: these
-- tables are the reference server's choice. Money is in rupees with paise (numeric(12,2)).

CREATE TABLE network_partners (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid        uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  name        text NOT NULL,
  phone       text NOT NULL,
  email       text NOT NULL,
  city        text NOT NULL,
  state       text NOT NULL,
  pincode     text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'removal_requested')),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The pincodes each partner serves (Pincode Management).
CREATE TABLE partner_pincodes (
  partner_id  integer NOT NULL REFERENCES network_partners (id) ON DELETE CASCADE,
  pincode     text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  PRIMARY KEY (partner_id, pincode)
);
CREATE INDEX partner_pincodes_pincode_idx ON partner_pincodes (pincode);

CREATE TABLE warehouses (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code          text NOT NULL UNIQUE,
  name          text NOT NULL,
  address       text NOT NULL,
  city          text NOT NULL,
  state         text NOT NULL,
  pincode       text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  manager_name  text NOT NULL,
  phone         text NOT NULL,
  is_active     boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code         text NOT NULL UNIQUE,
  name         text NOT NULL,
  client_name  text NOT NULL,
  city         text NOT NULL,
  state        text NOT NULL,
  status       text NOT NULL CHECK (status IN ('active', 'on_hold', 'closed')),
  start_date   date NOT NULL,
  end_date     date,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Spare parts shipped from a warehouse to a ticket's site (spare tracking, returns, DOA).
CREATE TABLE spares (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  part_number    text NOT NULL,
  name           text NOT NULL,
  serial_number  text NOT NULL UNIQUE,
  warehouse_id   integer NOT NULL REFERENCES warehouses (id),
  project_id     integer REFERENCES projects (id),
  ticket_id      text,
  status         text NOT NULL CHECK (status IN ('in_stock', 'in_transit', 'delivered', 'returned', 'doa')),
  courier        text,
  docket_number  text,
  shipped_at     timestamptz,
  delivered_at   timestamptz,
  returned_at    timestamptz,
  return_reason  text,
  doa_reason     text,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE spare_events (
  id        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  spare_id  integer NOT NULL REFERENCES spares (id) ON DELETE CASCADE,
  status    text NOT NULL,
  location  text NOT NULL,
  note      text NOT NULL DEFAULT '',
  at        timestamptz NOT NULL
);
CREATE INDEX spare_events_spare_idx ON spare_events (spare_id, at);

-- Partner Data Review: data a partner submitted through a collection, awaiting approval.
CREATE TABLE vendor_data_responses (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id       integer NOT NULL REFERENCES network_partners (id) ON DELETE CASCADE,
  collection_name  text NOT NULL,
  data             jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  remarks          text NOT NULL DEFAULT '',
  submitted_at     timestamptz NOT NULL,
  reviewed_by      integer REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at      timestamptz
);

CREATE TABLE partner_remove_requests (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id    integer NOT NULL REFERENCES network_partners (id) ON DELETE CASCADE,
  reason        text NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'cancelled')),
  requested_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX partner_remove_requests_one_pending ON partner_remove_requests (partner_id) WHERE status = 'pending';

-- The action a ticket of a SOW subtype triggers in a project.
CREATE TABLE sowsubtype_actions (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id  integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  sowsubtype  text NOT NULL,
  action      text NOT NULL,
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sowsubtype_actions_unique UNIQUE (project_id, sowsubtype, action)
);

CREATE TABLE vendor_interactions (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id      integer NOT NULL REFERENCES network_partners (id) ON DELETE CASCADE,
  channel         text NOT NULL CHECK (channel IN ('call', 'whatsapp', 'email', 'visit')),
  summary         text NOT NULL,
  interacted_by   text NOT NULL,
  interacted_at   timestamptz NOT NULL
);

CREATE TABLE project_tasks (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id  integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  ticket_id   text NOT NULL,
  title       text NOT NULL,
  assignee    text NOT NULL,
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  due_date    date NOT NULL,
  remarks     text NOT NULL DEFAULT '',
  closed_by   integer REFERENCES users (id) ON DELETE SET NULL,
  closed_at   timestamptz
);

CREATE TABLE escalations (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id      text NOT NULL,
  project_id     integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  customer_name  text NOT NULL,
  city           text NOT NULL,
  reason         text NOT NULL,
  priority       text NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'critical')),
  status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  escalated_at   timestamptz NOT NULL
);

CREATE TABLE invoice_requests (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_number  text NOT NULL UNIQUE,
  partner_id      integer NOT NULL REFERENCES network_partners (id),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  amount          numeric(12, 2) NOT NULL CHECK (amount >= 0),
  remarks         text NOT NULL DEFAULT '',
  review_remarks  text NOT NULL DEFAULT '',
  requested_by    integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  reviewed_by     integer REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at     timestamptz,
  -- The partner invoice generated from an approved request.
  invoice_number  text UNIQUE,
  invoice_status  text NOT NULL DEFAULT 'none' CHECK (invoice_status IN ('none', 'created', 'failed')),
  sent_count      integer NOT NULL DEFAULT 0,
  last_sent_at    timestamptz
);

CREATE TABLE work_orders (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  wo_number           text NOT NULL UNIQUE,
  project_id          integer NOT NULL REFERENCES projects (id),
  partner_id          integer NOT NULL REFERENCES network_partners (id),
  ticket_id           text NOT NULL,
  description         text NOT NULL,
  amount              numeric(12, 2) NOT NULL CHECK (amount > 0),
  completed_at        timestamptz NOT NULL,
  invoice_request_id  integer REFERENCES invoice_requests (id) ON DELETE SET NULL
);
CREATE INDEX work_orders_partner_idx ON work_orders (partner_id);
CREATE INDEX work_orders_request_idx ON work_orders (invoice_request_id);

-- Numbers of invoice requests (IR-000001) and partner invoices (INV-000001).
CREATE SEQUENCE invoice_request_number_seq;
CREATE SEQUENCE partner_invoice_number_seq;
