import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../apps/portal/formatjs-ast-plugin.ts';
import {
  buildSourceCatalogue,
  ENGLISH_TEXT_ALLOWED,
  ENGLISH_TEXT_PENDING,
  splitPendingEnglish,
  checkLocale,
  compareMessages,
  englishPhrases,
  findEnglishText,
  isClean,
  localesDir,
  runFormatjsExtract,
  sortCatalogue,
  TRANSLATED_LOCALES,
} from './i18n.mjs';

/** A small English source catalogue with each kind of argument. */
const source = {
  'demo.greeting': { defaultMessage: 'Hello {name}' },
  'demo.items': { defaultMessage: '{count, plural, one {# item} other {# items}} in {place}' },
  'demo.role': { defaultMessage: '{role, select, partner {Partner} other {Staff}}' },
  'demo.due': { defaultMessage: 'Due {when, date, medium} at {amount, number}' },
  'demo.bold': { defaultMessage: 'Read the <b>terms</b>' },
};

const complete = {
  'demo.bold': 'Lisez les <b>conditions</b>',
  'demo.due': 'Échéance {when, date, medium} : {amount, number}',
  'demo.greeting': 'Bonjour {name}',
  'demo.items': '{count, plural, one {# article} many {# d’articles} other {# articles}} à {place}',
  'demo.role': '{role, select, partner {Partenaire} other {Personnel}}',
};

describe('checkLocale (issue 19)', () => {
  it('passes a complete, sorted translation and counts it', () => {
    const report = checkLocale('fr', source, complete);
    expect(report).toMatchObject({
      translated: 5,
      total: 5,
      missing: [],
      unused: [],
      invalid: [],
      unsorted: false,
    });
    expect(isClean(report)).toBe(true);
  });

  it('reports missing and unused ids', () => {
    const { 'demo.role': _dropped, ...partial } = complete;
    const report = checkLocale('fr', source, { ...partial, 'demo.zzz': 'Inutile' });
    expect(report.missing).toEqual(['demo.role']);
    expect(report.unused).toEqual(['demo.zzz']);
    expect(isClean(report)).toBe(false);
  });

  it('reports a renamed, retyped or extra placeholder, a lost tag and select keys', () => {
    const report = checkLocale('fr', source, {
      ...complete,
      'demo.greeting': 'Bonjour {nom}',
      'demo.due': 'Échéance {when} : {amount, number} {extra}',
      'demo.bold': 'Lisez les conditions',
      'demo.role': '{role, select, partenaire {Partenaire} other {Personnel}}',
    });
    const byId = Object.fromEntries(report.invalid.map(({ id, problems }) => [id, problems]));
    expect(byId['demo.greeting']).toEqual([
      'placeholder {name} (string) is missing',
      'placeholder {nom} is not in the English message',
    ]);
    expect(byId['demo.due']).toEqual([
      'placeholder {when} is string, English has date',
      'placeholder {extra} is not in the English message',
    ]);
    expect(byId['demo.bold']).toEqual(['tag <b></b> is missing']);
    expect(byId['demo.role']).toEqual([
      'select {role} has options other|partenaire, English has other|partner',
    ]);
    expect(report.translated).toBe(1);
  });

  it('accepts other plural categories but requires other, and sees plural arguments', () => {
    expect(
      compareMessages(source['demo.items'].defaultMessage, '{count, plural, other {# 项}}在{place}'),
    ).toEqual([]);
    expect(
      compareMessages(source['demo.items'].defaultMessage, '{count, plural, one {# article}} à {place}'),
    ).toEqual(['ICU syntax error: MISSING_OTHER_CLAUSE']);
    expect(compareMessages(source['demo.items'].defaultMessage, '{count} articles à {place}')).toEqual([
      'placeholder {count} is string, English has plural',
    ]);
  });

  it('reports ICU syntax errors (a straight apostrophe before a placeholder too), empty strings', () => {
    const report = checkLocale('fr', source, {
      ...complete,
      'demo.greeting': 'Bonjour {name',
      'demo.items': '',
      'demo.role': "l'{role, select, partner {Partenaire} other {Personnel}}",
    });
    const byId = Object.fromEntries(report.invalid.map(({ id, problems }) => [id, problems.join('; ')]));
    expect(byId['demo.greeting']).toMatch(/^ICU syntax error/);
    expect(byId['demo.items']).toBe('must be a non-empty string');
    expect(byId['demo.role']).toContain('placeholder {role} (select) is missing');
  });

  it('reports unsorted keys and a file that is not a flat object; sortCatalogue sorts', () => {
    const unsorted = { 'demo.role': complete['demo.role'], ...complete };
    const reversed = Object.fromEntries(Object.entries(unsorted).reverse());
    expect(checkLocale('fr', source, reversed).unsorted).toBe(true);
    expect(Object.keys(sortCatalogue(reversed))).toEqual(Object.keys(complete));
    expect(checkLocale('fr', source, []).invalid[0]?.problems[0]).toMatch(/flat JSON object/);
  });
});

describe('extraction (issue 19)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (/** @type {string} */ name, /** @type {string} */ body) => {
    mkdirSync(path.join(dir, path.dirname(name)), { recursive: true });
    writeFileSync(path.join(dir, name), `import { defineMessages } from 'react-intl';\n${body}\n`);
  };

  it('collects descriptors sorted by id and ignores tests', () => {
    write(
      'a.ts',
      "export const a = defineMessages({ x: { id: 'demo.b', defaultMessage: 'B' }, y: { id: 'demo.a', defaultMessage: 'A {n}', description: 'Count' } });",
    );
    write(
      'a.test.ts',
      "export const t = defineMessages({ x: { id: 'demo.test', defaultMessage: 'Only in a test' } });",
    );
    const { catalogue, errors } = buildSourceCatalogue(
      runFormatjsExtract({ cwd: dir, globs: ['a.ts', 'a.test.ts'], ignores: ['**/*.test.ts'] }),
    );
    expect(errors).toEqual([]);
    expect(catalogue).toEqual({
      'demo.a': { defaultMessage: 'A {n}', description: 'Count' },
      'demo.b': { defaultMessage: 'B' },
    });
    expect(Object.keys(catalogue)).toEqual(['demo.a', 'demo.b']);
  });

  it('fails on one id with two different texts', () => {
    write('d1.ts', "export const a = defineMessages({ x: { id: 'demo.same', defaultMessage: 'One' } });");
    write('d2.ts', "export const b = defineMessages({ x: { id: 'demo.same', defaultMessage: 'Two' } });");
    expect(() => runFormatjsExtract({ cwd: dir, globs: ['d1.ts', 'd2.ts'], ignores: [] })).toThrow(
      /Duplicate message id: "demo.same".*\(in d1.ts, d2.ts\)/,
    );
  });

  it('reports a descriptor without an explicit id, a malformed id and broken ICU', () => {
    write(
      'm.ts',
      "export const a = defineMessages({ x: { defaultMessage: 'No id' }, y: { id: 'Bad id', defaultMessage: 'B' }, z: { id: 'demo.broken', defaultMessage: 'Hi {name' } });",
    );
    const { errors } = buildSourceCatalogue(runFormatjsExtract({ cwd: dir, globs: ['m.ts'], ignores: [] }));
    expect(errors).toHaveLength(3);
    expect(errors.join('\n')).toMatch(/^\w{6} \("No id"\): give every descriptor an explicit, dotted/m);
    expect(errors.join('\n')).toMatch(/^Bad id \("B"\): give every descriptor/m);
    expect(errors.join('\n')).toMatch(/demo.broken: ICU syntax error/);
  });
});

describe('compileCatalogue (the portal build, issue 19)', () => {
  it('turns a flat catalogue into ICU syntax trees', () => {
    const compiled = compileCatalogue({ 'demo.greeting': 'Bonjour {name}' }, 'fr');
    expect(compiled['demo.greeting']).toEqual([
      { type: 0, value: 'Bonjour ' },
      { type: 1, value: 'name' },
    ]);
  });

  it('names the locale and id of a broken message', () => {
    expect(() => compileCatalogue({ 'demo.x': 'Hi {name' }, 'es')).toThrow(
      /locales\/es.json: demo.x: ICU syntax error/,
    );
    expect(() => compileCatalogue(['x'], 'es')).toThrow(/flat object/);
  });
});

describe('English text in a translated render (story sweep, issue 19)', () => {
  const english = {
    'demo.signIn': { defaultMessage: 'Sign in' },
    'demo.signInHint': { defaultMessage: 'Sign in with your e-mail and password' },
    'demo.kyc': { defaultMessage: 'KYC documents' },
    'demo.ok': { defaultMessage: 'OK' },
    'demo.hello': { defaultMessage: 'Hello {name}' },
  };

  it('finds untranslated messages, longest first, as whole words', () => {
    const phrases = englishPhrases(english, { 'demo.kyc': 'KYC documents' });
    expect(phrases.map((p) => [p.id, p.kept ?? false])).toEqual([
      ['demo.signInHint', false],
      ['demo.kyc', true],
      ['demo.signIn', false],
    ]);
    expect(findEnglishText('تسجيل الدخول .Sign in with your e-mail and password', phrases)).toEqual([
      { id: 'demo.signInHint', text: 'Sign in with your e-mail and password' },
    ]);
    expect(findEnglishText('Sign in  |  KYC documents | OK', phrases)).toEqual([
      { id: 'demo.signIn', text: 'Sign in' },
    ]);
    expect(findEnglishText('Signing inside', phrases)).toEqual([]);
    const twice = englishPhrases({ ...english, 'demo.again': { defaultMessage: 'Sign in' } }, {});
    expect(findEnglishText('Sign in', twice)).toEqual([{ id: 'demo.signIn, demo.again', text: 'Sign in' }]);
  });

  it('does not report English the locale itself uses (a kept name, a term in brackets, a shared word)', () => {
    const source = {
      'demo.product': { defaultMessage: 'Partner Portal' },
      'demo.partner': { defaultMessage: 'Partner' },
      'demo.challan': { defaultMessage: 'Delivery challan' },
      'demo.notes': { defaultMessage: 'Notes' },
      'demo.note': { defaultMessage: 'Note' },
      'demo.done': { defaultMessage: 'completed' },
      'demo.progress': { defaultMessage: '{completed} of {total}' },
    };
    const arabic = {
      'demo.product': 'Partner Portal',
      'demo.partner': 'الشريك',
      'demo.challan': 'إشعار التسليم (Delivery challan)',
      'demo.notes': 'ملاحظات',
      'demo.note': 'ملاحظة',
      'demo.done': 'مكتمل',
      'demo.progress': '{completed} من {total}',
    };
    const phrases = englishPhrases(source, arabic);
    expect(
      findEnglishText('Partner Portal · الشريك · إشعار التسليم (Delivery challan) · 3 من 5', phrases),
    ).toEqual([]);
    // An argument's name is not text of the locale: 'completed' untranslated is still found.
    expect(findEnglishText('Partner Portal · Partner · completed · Notes', phrases)).toEqual([
      // Longest phrase first.
      { id: 'demo.done', text: 'completed' },
      { id: 'demo.partner', text: 'Partner' },
      { id: 'demo.notes', text: 'Notes' },
    ]);
    const italian = englishPhrases(source, { ...arabic, 'demo.notes': 'Note', 'demo.note': 'Nota' });
    expect(findEnglishText('Note', italian)).toEqual([]);
  });

  it('finds no English in the committed catalogues themselves, and finds a message left in English', () => {
    const source = JSON.parse(readFileSync(path.join(localesDir, 'en.source.json'), 'utf8'));
    for (const locale of TRANSLATED_LOCALES) {
      const translations = JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), 'utf8'));
      const phrases = englishPhrases(source, translations);
      // Every translated message as rendered, arguments filled with digits: no false alarm.
      const rendered = Object.entries(translations)
        .filter(([id]) => id in source)
        .map(([, text]) => text.replace(/\{[^{}]*\}/g, '7'))
        .join(' | ');
      expect(findEnglishText(rendered, phrases), locale).toEqual([]);
      // The same render with one message shown in English (e.g. a story's hard-coded text).
      const [id, english] = Object.entries(source).find(
        ([key, { defaultMessage }]) =>
          key in translations &&
          translations[key] !== defaultMessage &&
          /^[A-Z][a-z]+ [a-z]+ [a-z]+$/.test(defaultMessage),
      ) ?? ['', { defaultMessage: '' }];
      expect(
        findEnglishText(`${rendered} | ${english.defaultMessage}`, phrases)
          .map((f) => f.id)
          .join(),
        locale,
      ).toContain(id);
    }
  });

  it('leaves out allowed English (seeded demo names, brand names) and e-mail addresses, nothing else', () => {
    const source = {
      'demo.partner': { defaultMessage: 'Partner' },
      'demo.financeUser': { defaultMessage: 'Finance User' },
      'demo.blue': { defaultMessage: 'Blue' },
      'demo.email': { defaultMessage: 'Email' },
    };
    const phrases = englishPhrases(source, {
      'demo.partner': 'الشريك',
      'demo.financeUser': 'مستخدم المالية',
      'demo.blue': 'أزرق',
      'demo.email': 'البريد الإلكتروني',
    });
    const rendered =
      'مرحبًا Demo Partner · Demo Partner Services · Demo Finance User · Blue Star service · Email.Partner@demo.test';
    expect(findEnglishText(rendered, phrases)).toEqual([]);
    // Without the allow-list every one of them is found (the check compares with the catalogue).
    expect(findEnglishText(rendered, phrases, []).map(({ text }) => text)).toEqual([
      'Finance User',
      'Partner',
      'Blue',
    ]);
    // The same words outside a name are still English interface text.
    expect(findEnglishText('Demo · Partner · Blue · Email', phrases).map(({ text }) => text)).toEqual([
      'Partner',
      'Email',
      'Blue',
    ]);
    // Fixture names of a partner company and a client project (their words are catalogue text).
    const names = englishPhrases(
      { 'demo.home': { defaultMessage: 'Home' }, 'demo.breakFix': { defaultMessage: 'Break-Fix' } },
      { 'demo.home': 'الرئيسية', 'demo.breakFix': 'إصلاح الأعطال' },
    );
    expect(findEnglishText('Kerala Home Care · PRJ-101 · HP India Laptop Break-Fix Mumbai', names)).toEqual(
      [],
    );
    expect(findEnglishText('Home · Break-Fix', names).map(({ text }) => text)).toEqual(['Break-Fix', 'Home']);
    for (const entry of ENGLISH_TEXT_ALLOWED) {
      expect(entry.why.length, String(entry.pattern)).toBeGreaterThan(10);
      expect(entry.pattern.flags).toContain('u');
    }
  });

  it('reports findings of pending story fixtures apart, only for their stories and texts', () => {
    const pending = [{ story: 'forms-questionnaire-', texts: ['Partner'], why: 'content' }];
    const found = [
      { id: 'demo.partner', text: 'Partner' },
      { id: 'demo.save', text: 'Save' },
    ];
    expect(splitPendingEnglish('forms-questionnaire-welcome--onboarding', found, pending)).toEqual({
      failing: [{ id: 'demo.save', text: 'Save' }],
      pending: [{ id: 'demo.partner', text: 'Partner' }],
      used: new Set([0]),
    });
    expect(splitPendingEnglish('forms-sign-in--default', found, pending).failing).toEqual(found);
    for (const entry of ENGLISH_TEXT_PENDING) {
      expect(entry.texts.length, entry.story).toBeGreaterThan(0);
      expect(entry.why.length, entry.story).toBeGreaterThan(10);
    }
  });
});
