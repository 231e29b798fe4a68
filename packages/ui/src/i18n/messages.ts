import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plainMessages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading' },
  showPassword: { id: 'ui.passwordField.show', defaultMessage: 'Show password' },
  hidePassword: { id: 'ui.passwordField.hide', defaultMessage: 'Hide password' },
  opensInNewTab: { id: 'ui.link.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  errorSummaryTitle: { id: 'ui.formErrorSummary.title', defaultMessage: 'Please correct the following:' },
  close: {
    id: 'ui.toast.close',
    defaultMessage: 'Close',
    description: 'Button of a notification toast: dismiss it (verb)',
  },
  notifications: { id: 'ui.toast.region', defaultMessage: 'Notifications' },
  productName: { id: 'ui.shell.productName', defaultMessage: 'Partner Portal' },
  skipToContent: { id: 'ui.shell.skipToContent', defaultMessage: 'Skip to main content' },
  switchPortal: { id: 'ui.userMenu.switchPortal', defaultMessage: 'Switch Portal' },
  security: { id: 'ui.userMenu.security', defaultMessage: 'Security' },
  logout: { id: 'ui.userMenu.logout', defaultMessage: 'Logout' },
  userMenu: { id: 'ui.userMenu.label', defaultMessage: 'User menu' },
  language: { id: 'ui.languageSelect.label', defaultMessage: 'Language' },
});

const messagesWithValues = defineMessages<{
  copyright: { year: string; productName: string };
  version: { version: string };
  statusPrefix: { status: 'error' | 'warning' | 'info' | 'success' | 'none' };
}>({
  statusPrefix: {
    id: 'ui.alert.statusPrefix',
    defaultMessage:
      '{status, select, error {Error:} warning {Warning:} info {Information:} success {Success:} other {}}',
    description:
      "Read by screen readers (not shown) before the text of an alert or toast, naming its kind; 'none' says nothing",
  },
  copyright: { id: 'ui.footer.copyright', defaultMessage: '© {year} {productName}. All rights reserved.' },
  version: { id: 'ui.footer.version', defaultMessage: 'v{version}' },
});

/**
 * Every user-facing string of the design system, with English defaults. Ids start with `ui.`;
 * the app supplies translations for other locales under the same ids.
 */
export const uiMessages: UiMessages = { ...plainMessages, ...messagesWithValues };

/** Type of {@link uiMessages}: each descriptor knows the values its message needs. */
export type UiMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly copyright: TypedMessageDescriptor<{ year: string; productName: string }>;
  readonly version: TypedMessageDescriptor<{ version: string }>;
  readonly statusPrefix: TypedMessageDescriptor<{
    status: 'error' | 'warning' | 'info' | 'success' | 'none';
  }>;
};
