-- Attendance: one punch-in / punch-out pair per user and calendar day (in the attendance time
-- zone, Asia/Kolkata by default). Spec: operations §2 'Attendance dialog', §3 'Punch payload', §7.

CREATE TABLE attendance (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day         date NOT NULL,
  started_at  timestamptz NOT NULL,
  ended_at    timestamptz,
  CONSTRAINT attendance_one_per_day UNIQUE (user_id, day),
  CONSTRAINT attendance_ends_after_start CHECK (ended_at IS NULL OR ended_at >= started_at)
);
