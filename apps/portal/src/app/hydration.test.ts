import { describe, expect, it } from 'vitest';
import {
  readHydrationInput,
  disableStaticControls,
  hydrationPlan,
  needsApp,
  staticPageUsable,
  type HydrationInput,
} from './hydration.ts';

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

describe('staticPageUsable and needsApp (issue 21: /portals is usable as prerendered)', () => {
  it('holds for /portals seen as rendered, not for /signin nor for a page that renders or hydrates at once', () => {
    expect(staticPageUsable('hydrate-on-intent', '/portals')).toBe(true);
    expect(staticPageUsable('hydrate-on-intent', '/signin')).toBe(false);
    expect(staticPageUsable('hydrate', '/portals')).toBe(false);
    expect(staticPageUsable('render', '/portals')).toBe(false);
  });

  it('loads the app for a picker, a button or a field, not for a link or the page', () => {
    document.body.innerHTML =
      '<select id="s"><option>en</option></select><button id="b">Go</button><input id="i" />' +
      '<a id="a" href="/signin?portal=pmt"><span id="inside">Card</span></a><p id="p">text</p>';
    const byId = (id: string) => document.getElementById(id);
    expect(needsApp(byId('s'))).toBe(true);
    expect(needsApp(byId('b'))).toBe(true);
    expect(needsApp(byId('i'))).toBe(true);
    expect(needsApp(byId('a'))).toBe(false);
    expect(needsApp(byId('inside'))).toBe(false);
    expect(needsApp(byId('p'))).toBe(false);
    expect(needsApp(null)).toBe(false);
  });
});

describe('readHydrationInput', () => {
  it('counts appearance preferences, not device choices that do not change the page', () => {
    window.localStorage.clear();
    window.localStorage.setItem('dismissed_announcement', 'a-1');
    window.localStorage.setItem('share_punch_location', 'true');
    expect(readHydrationInput().hasPreferences).toBe(false);
    window.localStorage.setItem('theme', 'dark');
    expect(readHydrationInput().hasPreferences).toBe(true);
    window.localStorage.clear();
  });
});
