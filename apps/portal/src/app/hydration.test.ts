import { describe, expect, it } from 'vitest';
import { hydrationPlan, type HydrationInput } from './hydration.ts';

const firstVisit: HydrationInput = {
  prerendered: '/signin',
  pathname: '/signin',
  search: '',
  locale: 'en',
  signedIn: false,
  hasPreferences: false,
};

describe('hydrationPlan', () => {
  it.each<[string, Partial<HydrationInput>, ReturnType<typeof hydrationPlan>]>([
    ['a first, signed-out visit of a prerendered page waits for intent', {}, 'hydrate-on-intent'],
    [
      'a stored session hydrates at once (the signed-in redirect runs after 100 ms)',
      { signedIn: true },
      'hydrate',
    ],
    ['a stored appearance preference hydrates at once', { hasPreferences: true }, 'hydrate'],
    ['another language renders from scratch (the HTML is English)', { locale: 'ar' }, 'render'],
    ['a query string renders from scratch (?portal=, ?theme=)', { search: '?portal=pmt' }, 'render'],
    ['a page that was not prerendered renders', { prerendered: undefined, pathname: '/tasks' }, 'render'],
    ['HTML prerendered for another path renders', { pathname: '/signin/' }, 'render'],
  ])('%s', (_, change, plan) => {
    expect(hydrationPlan({ ...firstVisit, ...change })).toBe(plan);
  });
});
