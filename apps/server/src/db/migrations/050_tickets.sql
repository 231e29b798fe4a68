-- Tickets as field-service work orders: the ticket of the link-reached forms (field_tickets) gains
-- its project, client, customer location, product, priority, SLA, lifecycle status, assigned
-- partner and engineer, visit window and an optimistic-lock version; every change is kept in an
-- append-only event history. Spec: access §1 'Project Management: tasks, tickets, client projects,
-- quality checks, audits', operations §2 (ticket-list, ticket-details, create-ticket, tasks,
-- qc-ticket-list, client-project-list), §3 (case_id, sowsubtype, start_time, end_time,
-- customer_name, customer_phone, raw_address). Columns the spec does not name are the reference
-- server's choice (issue 13). Numbers 050-059 belong to this area.

ALTER TABLE field_tickets
  ADD COLUMN ticket_number  text UNIQUE,
  ADD COLUMN project_ref    integer REFERENCES projects (id),
  ADD COLUMN pincode        text NOT NULL DEFAULT '',
  ADD COLUMN district       text NOT NULL DEFAULT '',
  ADD COLUMN state          text NOT NULL DEFAULT '',
  ADD COLUMN product_name   text NOT NULL DEFAULT '',
  ADD COLUMN product_model  text NOT NULL DEFAULT '',
  ADD COLUMN serial_number  text NOT NULL DEFAULT '',
  ADD COLUMN priority       text NOT NULL DEFAULT 'medium'
    CHECK (priority IN ('low', 'medium', 'high', 'critical')),
  ADD COLUMN sla_due_at     timestamptz,
  ADD COLUMN status         text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'assigned', 'scheduled', 'in_progress', 'on_hold', 'completed',
                      'qc_passed', 'qc_rejected', 'closed', 'cancelled')),
  -- The status a ticket on hold returns to when resumed.
  ADD COLUMN held_from      text,
  ADD COLUMN hold_reason    text,
  ADD COLUMN qc_remarks     text,
  ADD COLUMN partner_id     integer REFERENCES network_partners (id),
  ADD COLUMN engineer_name  text,
  ADD COLUMN visit_start    timestamptz,
  ADD COLUMN visit_end      timestamptz,
  ADD COLUMN version        integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at     timestamptz NOT NULL DEFAULT now();

-- What the ticket list's search box matches, in one column (one scan instead of seven).
ALTER TABLE field_tickets
  ADD COLUMN search_text text GENERATED ALWAYS AS (
    lower(coalesce(ticket_number, '') || ' ' || case_id || ' ' || customer_name || ' ' || customer_phone || ' ' ||
          district || ' ' || product_name || ' ' || serial_number)
  ) STORED;

-- The filters and orderings of the ticket list (GET /management/tickets/).
CREATE INDEX field_tickets_status_idx ON field_tickets (status, sla_due_at);
CREATE INDEX field_tickets_project_idx ON field_tickets (project_ref, status);
CREATE INDEX field_tickets_partner_idx ON field_tickets (partner_id);
CREATE INDEX field_tickets_district_idx ON field_tickets (district);
-- Matches the default ordering exactly (runList sorts NULLS LAST with the id as tie-breaker).
CREATE INDEX field_tickets_created_idx ON field_tickets (created_at DESC NULLS LAST, id);
CREATE INDEX field_tickets_sla_order_idx ON field_tickets (sla_due_at, id);

-- Who did what to a ticket, when, with the old and new value. Rows are only ever inserted.
CREATE TABLE ticket_events (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id   text NOT NULL REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  actor_id    integer REFERENCES users (id) ON DELETE SET NULL,
  actor_name  text NOT NULL,
  action      text NOT NULL,
  old_value   text,
  new_value   text,
  note        text,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_events_ticket_idx ON ticket_events (ticket_id, at DESC, id DESC);

-- Tasks, escalations, work orders and spares name their ticket by its number (TKT-300001).
CREATE INDEX project_tasks_ticket_idx ON project_tasks (ticket_id);
CREATE INDEX escalations_ticket_idx ON escalations (ticket_id);
CREATE INDEX work_orders_ticket_idx ON work_orders (ticket_id);

-- A task belongs to a ticket. NOT VALID: a database seeded before tickets had numbers keeps its
-- older tasks; every task written from now on must name a ticket that exists.
ALTER TABLE project_tasks
  ADD CONSTRAINT project_tasks_ticket_fk FOREIGN KEY (ticket_id)
  REFERENCES field_tickets (ticket_number) ON DELETE CASCADE NOT VALID;

-- Numbers of tickets created through POST /management/tickets/ (TKT-500001); the demo data uses
-- TKT-300001 upwards.
CREATE SEQUENCE ticket_number_seq START 500001;
