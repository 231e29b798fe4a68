import { describe, expect, it } from 'vitest';
import { linkify, messageParts } from './format.ts';

describe('messageParts', () => {
  it('splits a message into text and http(s) links, as linkify does', () => {
    const message = { text: 'Track: https://example.com/track/42.' };
    expect(messageParts(message)).toEqual(linkify(message.text));
    expect(messageParts(message)).toEqual([
      { text: 'Track: ' },
      { text: 'https://example.com/track/42', href: 'https://example.com/track/42' },
      { text: '.' },
    ]);
  });

  it('gives plain text as one part, never a link', () => {
    expect(messageParts({ text: 'Confirmed. <a href="x">' })).toEqual([{ text: 'Confirmed. <a href="x">' }]);
  });

  it('parses each message object once (a row mounted again reuses the parts)', () => {
    const message = { text: 'See https://example.com' };
    expect(messageParts(message)).toBe(messageParts(message));
    expect(messageParts({ ...message })).not.toBe(messageParts(message));
  });
});
