import { defineMessages } from 'react-intl';

/**
 * The 'Demo inbox' link's text alone (issue 16), for the public forms that show the link: they do
 * not carry the inbox screen's other texts (issue 21: a module of its own for that).
 */
export const demoInboxLinkMessages = defineMessages({
  inboxLink: { id: 'forms.demoInbox.inboxLink', defaultMessage: 'Demo inbox' },
});
