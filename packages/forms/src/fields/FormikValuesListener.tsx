import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form: calls `onChange(values)` after every change of the values (not for the
 * initial ones), e.g. to keep a draft on the device. Renders nothing.
 */
export function FormikValuesListener<V>({ onChange }: { onChange: (values: V) => void }) {
  const { values } = useFormikContext<V>();
  const first = useRef(true);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    latest.current(values);
  }, [values]);
  return null;
}
