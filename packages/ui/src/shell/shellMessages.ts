import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plainMessages = defineMessages({
  mainNavigation: { id: 'ui.shell.nav.label', defaultMessage: 'Main menu' },
  moreNavigation: {
    id: 'ui.shell.nav.more',
    defaultMessage: 'More',
    description: "Last entry of the navigation bar: opens the menu entries that did not fit ('more' entries)",
  },
  menuToggle: {
    id: 'ui.shell.menuToggle',
    defaultMessage: 'Menu',
    description: 'Button of the mobile header that opens the main menu (noun: menu)',
  },
  toggleNavigation: { id: 'ui.shell.toggleNavigation', defaultMessage: 'Toggle navigation' },
  nonProduction: { id: 'ui.shell.nonProduction', defaultMessage: 'Non-production' },
  announcement: {
    id: 'ui.header.announcement',
    defaultMessage: 'A new version will be released on December 25th. Stay tuned!',
  },
  dismissAnnouncement: { id: 'ui.header.dismissAnnouncement', defaultMessage: 'Dismiss announcement' },
  login: { id: 'ui.header.login', defaultMessage: 'Login' },
  signUp: { id: 'ui.header.signUp', defaultMessage: 'Sign Up' },
  search: { id: 'ui.header.search', defaultMessage: 'Search' },
  searchCategory: { id: 'ui.header.searchCategory', defaultMessage: 'Search in' },
  products: { id: 'ui.header.category.products', defaultMessage: 'Products' },
  apps: {
    id: 'ui.header.category.apps',
    defaultMessage: 'Apps',
    description: 'Search category in the header: apps (applications)',
  },
  blogs: { id: 'ui.header.category.blogs', defaultMessage: 'Blogs' },
  notifications: { id: 'ui.header.notifications', defaultMessage: 'Notifications' },
  messages: { id: 'ui.header.messages', defaultMessage: 'Messages' },
  noNotifications: { id: 'ui.header.noNotifications', defaultMessage: 'No new notifications' },
  noMessages: { id: 'ui.header.noMessages', defaultMessage: 'No new messages' },
  newEntry: {
    id: 'ui.header.newEntry',
    defaultMessage: 'New',
    description: 'Badge on a notification or message not seen yet (adjective: new)',
  },
  language: { id: 'ui.header.language', defaultMessage: 'Language' },
  customizer: { id: 'ui.customizer.title', defaultMessage: 'Theme settings' },
  openCustomizer: { id: 'ui.customizer.open', defaultMessage: 'Customize theme' },
  themeType: { id: 'ui.customizer.themeType', defaultMessage: 'Theme' },
  themeLite: {
    id: 'ui.customizer.theme.lite',
    defaultMessage: 'Lite',
    description: "Theme name in the theme customizer: the light theme (the product calls it 'Lite')",
  },
  themeSemiDark: { id: 'ui.customizer.theme.semiDark', defaultMessage: 'Semi Dark' },
  themeDark: {
    id: 'ui.customizer.theme.dark',
    defaultMessage: 'Dark',
    description: 'Theme name in the theme customizer: dark theme',
  },
  colorScheme: { id: 'ui.customizer.colorScheme', defaultMessage: 'Colour scheme' },
  schemeLightPurple: { id: 'ui.customizer.scheme.lightPurple', defaultMessage: 'Light Purple' },
  schemeRed: {
    id: 'ui.customizer.scheme.red',
    defaultMessage: 'Red',
    description: 'Colour name in the theme customizer (accent colour red)',
  },
  schemeBlue: {
    id: 'ui.customizer.scheme.blue',
    defaultMessage: 'Blue',
    description: 'Colour name in the theme customizer (accent colour blue)',
  },
  schemeDarkBlue: { id: 'ui.customizer.scheme.darkBlue', defaultMessage: 'Dark Blue' },
  schemeOrange: { id: 'ui.customizer.scheme.orange', defaultMessage: 'Orange' },
  schemeLightBlue: { id: 'ui.customizer.scheme.lightBlue', defaultMessage: 'Light Blue' },
  schemeDeepOrange: { id: 'ui.customizer.scheme.deepOrange', defaultMessage: 'Deep Orange' },
  schemeLightPurple1: { id: 'ui.customizer.scheme.lightPurple1', defaultMessage: 'Light Purple 1' },
  schemeLightPurple2: { id: 'ui.customizer.scheme.lightPurple2', defaultMessage: 'Light Purple 2' },
  navStyle: { id: 'ui.customizer.navStyle', defaultMessage: 'Navigation style' },
  navVertical: { id: 'ui.customizer.nav.vertical', defaultMessage: 'Vertical' },
  navHorizontal: { id: 'ui.customizer.nav.horizontal', defaultMessage: 'Horizontal' },
});

const messagesWithValues = defineMessages<{
  pendingCount: { count: number };
  unreadCount: { count: number };
  unreadMany: { count: number };
  languageCurrent: { language: string };
  inboxWithUnread: { title: string; unread: string };
}>({
  inboxWithUnread: {
    id: 'ui.header.inboxWithUnread',
    defaultMessage: '{title}, {unread}',
    description:
      "Accessible name of the header's notifications or messages button with unread entries: {title} is 'Notifications' or 'Messages', {unread} the badge text ('3 new', '99+ new')",
  },
  pendingCount: { id: 'ui.shell.nav.pending', defaultMessage: '{count} pending' },
  unreadCount: { id: 'ui.header.unread', defaultMessage: '{count, plural, one {# new} other {# new}}' },
  unreadMany: { id: 'ui.header.unreadMany', defaultMessage: '{count}+ new' },
  languageCurrent: {
    id: 'ui.header.languageCurrent',
    defaultMessage: 'Language: {language}',
    description:
      "Accessible name of the header's language button; {language} is the current language in its own name (e.g. 'Español', 'العربية')",
  },
});

/**
 * User-facing strings of the shell (navigation, headers, theme customizer), with English
 * defaults; ids start with `ui.shell.`, `ui.header.` or `ui.customizer.`. The spec's exact texts
 * (operations §2 "Shell") are the defaults where it gives them.
 */
export const shellMessages: ShellMessages = { ...plainMessages, ...messagesWithValues };

/** Type of {@link shellMessages}: each descriptor knows the values its message needs. */
export type ShellMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly pendingCount: TypedMessageDescriptor<{ count: number }>;
  readonly unreadCount: TypedMessageDescriptor<{ count: number }>;
  readonly unreadMany: TypedMessageDescriptor<{ count: number }>;
  readonly languageCurrent: TypedMessageDescriptor<{ language: string }>;
  readonly inboxWithUnread: TypedMessageDescriptor<{ title: string; unread: string }>;
};
