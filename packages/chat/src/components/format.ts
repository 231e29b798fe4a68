import type { IntlShape } from 'react-intl';
import { chatMessages as m } from '../i18n/messages.ts';

/** `text` cut at `length` characters with an ellipsis (operations §9: 25 in the chat list, 40 in contacts). */
export function preview(text: string, length: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}

/** Time of day of an ISO instant, or 'Time not available' (operations §8). */
export function formatTime(intl: IntlShape, iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return intl.formatMessage(m.timeNotAvailable);
  return intl.formatTime(date, { hour: '2-digit', minute: '2-digit' });
}

/** Local calendar day key of an ISO instant ('' when unreadable), for day separators. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** A part of a message's text: plain, or an http(s) link (`href`). */
export interface TextPart {
  text: string;
  href?: string;
}

/** Parsed texts by the message object that holds them (see {@link messageParts}). */
const partsOf = new WeakMap<object, TextPart[]>();

/**
 * The parts of a message's text ({@link linkify}), parsed once per message object: a virtualised
 * thread mounts a row again each time it scrolls back into view, and the store keeps a message's
 * object until the message changes (issue 17).
 */
export function messageParts(message: { text: string }): TextPart[] {
  let parts = partsOf.get(message);
  if (!parts) {
    parts = message.text.includes('http') ? linkify(message.text) : [{ text: message.text }];
    partsOf.set(message, parts);
  }
  return parts;
}

/** Splits text into plain parts and http(s) links (links are rendered as anchors, never as HTML). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /\bhttps?:\/\/[^\s<>"']+/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: url, href: url });
    last = index + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
