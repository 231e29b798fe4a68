import { describe, expect, it } from 'vitest';
import { disableStaticControls, hydrationPlan, type HydrationInput } from './hydration.ts';

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
    ['a card of the chooser (?portal=) hydrates at once', { search: '?portal=pmt' }, 'hydrate'],
    ['another query string renders from scratch (?theme=)', { search: '?theme=dark' }, 'render'],
    ['?portal= with another parameter renders', { search: '?portal=pmt&theme=dark' }, 'render'],
    ['a page that was not prerendered renders', { prerendered: undefined, pathname: '/tasks' }, 'render'],
    ['HTML prerendered for another path renders', { pathname: '/signin/' }, 'render'],
  ])('%s', (_, change, plan) => {
    expect(hydrationPlan({ ...firstVisit, ...change })).toBe(plan);
  });
});

describe('disableStaticControls', () => {
  it('disables the controls of a prerendered page only', () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><input name="email"><button type="submit">Sign In</button></form>';
    disableStaticControls(root);
    expect(root.querySelector('input')?.disabled).toBe(false);
    root.dataset.prerendered = '/signin';
    disableStaticControls(root);
    expect(root.querySelector('input')?.disabled).toBe(true);
    expect(root.querySelector('button')?.disabled).toBe(true);
  });
});
