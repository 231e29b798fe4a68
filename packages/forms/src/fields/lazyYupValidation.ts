import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/** What {@link lazyYupValidation} returns. */
export interface LazyYupValidation<Values extends FormikValues> {
  /** Loads the schema once (later calls share the same promise); call it to warm up early. */
  schema: () => Promise<Schema<Values>>;
  /** Formik's `validate`: the schema's errors in Formik's shape (`{}` when valid). */
  validate: (values: Values) => Promise<FormikErrors<Values>>;
}

/**
 * Formik validation with a Yup schema that is loaded on demand, so that Yup (about 12 KB gzip) is
 * not part of a screen's first load: the first validation (on the first change, blur or submit)
 * loads it, and a form may warm it up when the user first focuses a field. Same results as
 * Formik's `validationSchema` (all errors, not only the first: `abortEarly: false`).
 *
 * @param load - resolves to the screen's schema, usually `() => import('./schema.ts').then(...)`.
 * @throws whatever `load` rejects with, and any non-validation error the schema throws (Formik
 *   then logs it and keeps the form usable).
 */
export function lazyYupValidation<Values extends FormikValues>(
  load: () => Promise<Schema<Values>>,
): LazyYupValidation<Values> {
  let loading: Promise<Schema<Values>> | undefined;
  const schema = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (e.g. offline) may be retried by the next validation.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    schema,
    async validate(values) {
      const resolved = await schema();
      try {
        await validateYupSchema(values, resolved);
        return {};
      } catch (error) {
        if ((error as { name?: string } | null)?.name === 'ValidationError') {
          return yupToFormErrors<Values>(error);
        }
        throw error;
      }
    },
  };
}
