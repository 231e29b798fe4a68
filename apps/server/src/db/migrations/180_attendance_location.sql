-- Located punches (issue 23, beyond the spec): a punch may carry the device's position, shared by
-- the user with a reason shown; refusing still punches. Degrees (WGS 84) and accuracy in metres.

ALTER TABLE attendance
  ADD COLUMN in_latitude     double precision,
  ADD COLUMN in_longitude    double precision,
  ADD COLUMN in_accuracy_m   double precision,
  ADD COLUMN out_latitude    double precision,
  ADD COLUMN out_longitude   double precision,
  ADD COLUMN out_accuracy_m  double precision,
  ADD CONSTRAINT attendance_in_location CHECK (
    (in_latitude IS NULL) = (in_longitude IS NULL) AND (in_latitude IS NULL) = (in_accuracy_m IS NULL)
    AND (in_latitude IS NULL OR (in_latitude BETWEEN -90 AND 90 AND in_longitude BETWEEN -180 AND 180 AND in_accuracy_m >= 0))
  ),
  ADD CONSTRAINT attendance_out_location CHECK (
    (out_latitude IS NULL) = (out_longitude IS NULL) AND (out_latitude IS NULL) = (out_accuracy_m IS NULL)
    AND (out_latitude IS NULL OR (out_latitude BETWEEN -90 AND 90 AND out_longitude BETWEEN -180 AND 180 AND out_accuracy_m >= 0))
  );

CREATE INDEX attendance_day_idx ON attendance (day);
