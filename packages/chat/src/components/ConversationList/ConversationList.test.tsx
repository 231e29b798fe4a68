import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ConversationList, type ConversationItem } from './ConversationList.tsx';

const items: ConversationItem[] = [
  { id: 'asha', name: 'Asha Rao', online: true, unreadCount: 2 },
  { id: 'ravi', name: 'Ravi Kumar', online: false, unreadCount: 1 },
  { id: 'wa', name: 'Sharma Electricals', unreadCount: 0 },
];

function renderList(messages: Record<string, string> = {}, locale = 'en') {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => undefined}>
      {children}
    </IntlProvider>
  );
  render(
    <ConversationList
      label="Chats"
      items={items}
      selectedId={null}
      onSelect={() => undefined}
      previewLength={25}
      emptyText="Chat not found"
    />,
    { wrapper },
  );
}

describe('ConversationList accessible names (issue 19: one ICU message per row)', () => {
  it('names each row with the contact, presence and unread count (plural)', () => {
    renderList();
    expect(screen.getByRole('button', { name: 'Asha Rao, Online, 2 unread messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ravi Kumar, Offline, 1 unread message' })).toBeInTheDocument();
    // No presence (WhatsApp) and nothing unread: the name alone.
    expect(screen.getByRole('button', { name: 'Sharma Electricals' })).toBeInTheDocument();
  });

  it('lets a translation order the parts and use its own punctuation and plural forms', () => {
    renderList(
      {
        'chat.list.rowName':
          '{name}{presence, select, online {، متصل} offline {، غير متصل} other {}}{unread, plural, =0 {} one {، رسالة واحدة غير مقروءة} two {، رسالتان غير مقروءتين} other {، # رسائل غير مقروءة}}',
      },
      'ar',
    );
    expect(screen.getByRole('button', { name: 'Asha Rao، متصل، رسالتان غير مقروءتين' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ravi Kumar، غير متصل، رسالة واحدة غير مقروءة' }),
    ).toBeInTheDocument();
  });
});
