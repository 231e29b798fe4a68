/**
 * `onError` for react-intl's `IntlProvider` that ignores only missing translations (the English
 * `defaultMessage` is then shown) and reports every other error (bad ICU syntax, missing values).
 */
export function ignoreMissingTranslations(error: { code?: string; message?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
