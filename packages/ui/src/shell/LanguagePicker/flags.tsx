import CN from 'country-flag-icons/react/3x2/CN';
import ES from 'country-flag-icons/react/3x2/ES';
import FR from 'country-flag-icons/react/3x2/FR';
import GB from 'country-flag-icons/react/3x2/GB';
import IT from 'country-flag-icons/react/3x2/IT';
import SA from 'country-flag-icons/react/3x2/SA';
import type { Locale } from '../../i18n/locales';

/**
 * The six flags of the interface languages, imported one by one so only these are bundled
 * (Arabic shows the Saudi Arabia flag, as in `LOCALES`). Decorative: the language name is the text.
 */
export const FLAGS: Record<Locale, typeof GB> = { en: GB, zh: CN, es: ES, fr: FR, it: IT, ar: SA };
