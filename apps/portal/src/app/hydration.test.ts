import { describe, expect, it } from 'vitest';
import {
  readHydrationInput,
  readsLikeLocalZone,
  disableStaticControls,
  hydrationPlan,
  isTextField,
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
  sameTimeZone: true,
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
    [
      "a field form's dates rendered in another time zone render from scratch",
      { prerendered: '/csat-survey/t-1', pathname: '/csat-survey/t-1', sameTimeZone: false },
      'render',
    ],
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

describe('staticPageUsable and needsApp (issue 21: /portals and /signin are usable as prerendered)', () => {
  it('holds for /portals and /signin seen as rendered, not for a page that renders or hydrates at once', () => {
    expect(staticPageUsable('hydrate-on-intent', '/portals')).toBe(true);
    expect(staticPageUsable('hydrate-on-intent', '/signin')).toBe(true);
    expect(staticPageUsable('hydrate-on-intent', '/forgot-password')).toBe(true);
    expect(staticPageUsable('hydrate-on-intent', '/partner-login')).toBe(true);
    expect(staticPageUsable('hydrate-on-intent', '/signup')).toBe(true);
    expect(staticPageUsable('hydrate-on-intent', '/client-signup')).toBe(true);
    expect(staticPageUsable('hydrate-on-intent', '/registration')).toBe(false);
    // Field forms the server renders with their link's data (issue 21).
    expect(staticPageUsable('hydrate-on-intent', '/usd_form/e6ebe0675a179d33d14229cdd0382018/101')).toBe(
      true,
    );
    expect(staticPageUsable('hydrate-on-intent', '/usd_form/e6ebe0675a179d33d14229cdd0382018')).toBe(false);
    expect(staticPageUsable('render', '/usd_form/e6ebe0675a179d33d14229cdd0382018/101')).toBe(false);
    expect(staticPageUsable('hydrate-on-intent', '/questionnaires')).toBe(true);
    expect(staticPageUsable('hydrate-on-intent', '/questionnaire')).toBe(false);
    expect(staticPageUsable('hydrate-on-intent', '/cso_form/a/b')).toBe(true);
    expect(staticPageUsable('hydrate-on-intent', '/cso_form/a/b/upload'), 'the upload page').toBe(false);
    expect(staticPageUsable('hydrate-on-intent', '/cso_form/a')).toBe(false);
    expect(staticPageUsable('hydrate', '/portals')).toBe(false);
    expect(staticPageUsable('render', '/signin')).toBe(false);
  });

  it('loads the app for a picker, a button, typing, leaving a field or a submit; not for a link, Tab or a click in a field', () => {
    // In a container of its own: the page's other nodes (react-aria's live announcer) stay.
    const page = document.createElement('div');
    document.body.append(page);
    page.innerHTML =
      '<select id="s"><option>en</option></select><button id="b">Go</button>' +
      '<form id="f"><input id="i" /><input id="c" type="checkbox" /><textarea id="t"></textarea></form>' +
      '<a id="a" href="/signin?portal=pmt"><span id="inside">Card</span></a><p id="p">text</p>' +
      '<span id="l" role="link" tabindex="0">Login with email</span>' +
      '<div role="group"><span id="seg" role="spinbutton" tabindex="0">dd</span></div><canvas id="pad"></canvas>';
    const target = (id: string) => document.getElementById(id);
    const uses = (type: string, id: string, key?: string) => needsApp({ type, target: target(id), key });
    expect(uses('pointerdown', 's')).toBe(true);
    expect(uses('pointerdown', 'b')).toBe(true);
    expect(uses('pointerdown', 'c')).toBe(true);
    expect(uses('pointerdown', 'i'), 'a click in a text field only focuses it').toBe(false);
    expect(uses('pointerdown', 't')).toBe(false);
    expect(uses('keydown', 'i', 'a'), 'typing').toBe(true);
    expect(uses('keydown', 'i', 'Tab')).toBe(false);
    expect(uses('keydown', 'i', 'Shift')).toBe(false);
    expect(uses('keydown', 'a', 'Enter'), 'a link works natively').toBe(false);
    expect(uses('focusout', 'i'), 'leaving a field shows its message').toBe(true);
    expect(uses('focusout', 'a')).toBe(false);
    expect(uses('input', 'i')).toBe(true);
    expect(uses('change', 's')).toBe(true);
    expect(uses('submit', 'f')).toBe(true);
    expect(uses('pointerdown', 'a')).toBe(false);
    expect(uses('pointerdown', 'l'), 'a link without href acts by script').toBe(true);
    expect(uses('pointerdown', 'inside')).toBe(false);
    expect(uses('pointerdown', 'seg'), "a date field's segment").toBe(true);
    expect(uses('keydown', 'seg', '1')).toBe(true);
    expect(uses('pointerdown', 'pad'), 'a signature canvas').toBe(true);
    expect(uses('pointerdown', 'p')).toBe(false);
    expect(uses('pointerover', 'i')).toBe(false);
    expect(needsApp({ type: 'pointerdown', target: null })).toBe(false);
    expect(isTextField(target('i'))).toBe(true);
    expect(isTextField(target('c'))).toBe(false);
    page.remove();
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

describe('readsLikeLocalZone', () => {
  it("compares zones by their clocks: this runtime's own zone, an alias of it, another, an unknown", () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(readsLikeLocalZone(own)).toBe(true);
    const india = new Date(Date.UTC(2026, 0, 1, 12)).toLocaleString('en-US', {
      timeZone: 'Asia/Kolkata',
      hour12: false,
    });
    const here = new Date(Date.UTC(2026, 0, 1, 12)).toLocaleString('en-US', { hour12: false });
    // 'Asia/Calcutta' is the same zone under its old name (Chromium reports it).
    expect(readsLikeLocalZone('Asia/Calcutta')).toBe(readsLikeLocalZone('Asia/Kolkata'));
    expect(readsLikeLocalZone('Asia/Kolkata', new Date('2026-01-01'))).toBe(india === here);
    expect(readsLikeLocalZone(own === 'Pacific/Kiritimati' ? 'Etc/GMT+12' : 'Pacific/Kiritimati')).toBe(
      false,
    );
    expect(readsLikeLocalZone('Not/AZone')).toBe(false);
  });
});
