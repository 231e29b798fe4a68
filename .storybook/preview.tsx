import { LiveAnnouncerSweeper } from '@partner-portal/ui/feedback';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LocaleProvider,
  ignoreMissingTranslations,
  isLocale,
  localeDirection,
} from '@partner-portal/ui/i18n';
import {
  COLOR_SCHEMES,
  DEFAULT_COLOR_SCHEME,
  THEME_TYPES,
  ThemeProvider,
  isColorScheme,
  isThemeType,
} from '@partner-portal/ui/theme';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import type { Decorator, Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { action } from 'storybook/actions';
import {
  ENGLISH_ONLY_TAG,
  type FixtureTexts,
  loadFixtureTexts,
  loadStoryMessages,
  localizeArgs,
  PSEUDO_LOCALE,
  type StoryMessages,
} from './locales.ts';
import { DARK_THEME_CHECK_GLOBAL, createDarkThemeCheck } from './darkThemeCheck.ts';

const themeTitles = { lite: 'Lite', 'semi-dark': 'Semi Dark', dark: 'Dark' } as const;

const navigate = action('navigate');

/** The toolbar's locale: one of the six, or the pseudo-locale (accented, longer English). */
const toolbarLocale = (value: unknown) =>
  value === PSEUDO_LOCALE ? PSEUDO_LOCALE : isLocale(value) ? value : DEFAULT_LOCALE;

/**
 * Wraps every story in the providers the app gives: react-intl (the toolbar locale's catalogue
 * from apps/portal/src/locales, loaded by the loader below; English `defaultMessage`s where a
 * message is not translated yet, only missing translations ignored), react-aria's locale (and
 * `<html lang dir>`), the theme, and a `dir` wrapper so Arabic stories mirror. react-aria's RouterProvider stands in for the app's router:
 * links log a 'navigate' action instead of leaving the story. The app's `LiveAnnouncerSweeper` is
 * mounted beside the story, as in the app's providers.
 */
const withProviders: Decorator = (Story, context) => {
  const chosen = toolbarLocale(context.globals.locale);
  // The pseudo-locale is English underneath (formats, direction, react-aria).
  const locale = chosen === PSEUDO_LOCALE ? DEFAULT_LOCALE : chosen;
  const { messages = {}, fixtureTexts } = context.loaded as {
    messages?: StoryMessages;
    fixtureTexts?: FixtureTexts;
  };
  // Story data that is catalogue text (a label, an error, a server message) in the locale, as the
  // app would pass it: see localizeArgs.
  const args = fixtureTexts ? localizeArgs(context.args, fixtureTexts) : context.args;
  // The same texts for a story's own render code (`storyText('Email')` in packages/*/src/test).
  (globalThis as { __storyFixtureTexts?: FixtureTexts }).__storyFixtureTexts = fixtureTexts;
  const themeType = isThemeType(context.globals.theme) ? context.globals.theme : 'lite';
  const colorScheme = isColorScheme(context.globals.colorScheme)
    ? context.globals.colorScheme
    : DEFAULT_COLOR_SCHEME;
  const dir = localeDirection(locale);
  return (
    <IntlProvider
      locale={chosen}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      onError={ignoreMissingTranslations}
    >
      <LocaleProvider locale={locale}>
        <ThemeProvider themeType={themeType} colorScheme={colorScheme}>
          <RouterProvider navigate={navigate}>
            <LiveAnnouncerSweeper />
            <div dir={dir} lang={chosen}>
              {args === context.args ? <Story /> : <Story args={args} />}
            </div>
          </RouterProvider>
        </ThemeProvider>
      </LocaleProvider>
    </IntlProvider>
  );
};

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
  globalTypes: {
    theme: {
      description: 'Theme type (Lite, Semi Dark, Dark)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEME_TYPES.map((type) => ({ value: type, title: themeTitles[type] })),
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: "Colour scheme (the customizer's nine accent colours)",
      toolbar: {
        title: 'Colour',
        icon: 'circlehollow',
        items: COLOR_SCHEMES.map((scheme) => ({ value: scheme, title: scheme })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language (sets direction and loads its catalogue), or the pseudo-locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        // No flag emoji: they render as empty boxes without an emoji font (Debian's Chromium).
        items: [
          ...LOCALES.map((info) => ({ value: info.locale, title: info.name, right: info.locale })),
          { value: PSEUDO_LOCALE, title: 'Pseudo (accented, +30 %)', right: PSEUDO_LOCALE },
        ],
        dynamicTitle: true,
      },
    },
  },
  // `darkThemeCheck`: the test runs' Dark check of each Lite render (see ./darkThemeCheck.ts); off
  // in the UI.
  initialGlobals: {
    theme: 'lite',
    colorScheme: DEFAULT_COLOR_SCHEME,
    locale: DEFAULT_LOCALE,
    [DARK_THEME_CHECK_GLOBAL]: false,
  },
  // The toolbar locale's messages, fetched before the story renders (one chunk per locale). A story
  // (or a file's meta) tagged 'i18n-english' keeps the English defaults in every locale (direction
  // and formats still follow it), e.g. while its play function reads English; the story sweep's
  // English-text check skips it too.
  // Story args that are English catalogue text are shown in the locale too (`fixtureTexts`, see
  // localizeArgs in ./locales.ts).
  loaders: [
    async ({ globals, tags }) => {
      if (tags.includes(ENGLISH_ONLY_TAG)) return { messages: {} };
      const locale = toolbarLocale(globals.locale);
      const messages = await loadStoryMessages(locale);
      return { messages, fixtureTexts: await loadFixtureTexts(locale, messages) };
    },
  ],
  decorators: [withProviders],
  afterEach: [createDarkThemeCheck(a11yAfterEach)],
};

export default preview;
