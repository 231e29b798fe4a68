import { describe, expect, it } from 'vitest';
import { toTitleCase } from './titleCase.ts';

describe('toTitleCase', () => {
  it('upper-cases the first letter of each word and lower-cases the rest', () => {
    expect(toTitleCase('asha RAO')).toBe('Asha Rao');
    expect(toTitleCase('acme retail pvt. ltd.')).toBe('Acme Retail Pvt. Ltd.');
  });

  it('keeps spaces as typed, so typing a trailing space is not lost', () => {
    expect(toTitleCase('meera ')).toBe('Meera ');
    expect(toTitleCase('  two  spaces')).toBe('  Two  Spaces');
  });

  it('starts words after hyphens and apostrophes, and handles accented letters', () => {
    expect(toTitleCase("mary-jane o'brien")).toBe("Mary-Jane O'Brien");
    expect(toTitleCase('élodie durand')).toBe('Élodie Durand');
  });

  it('leaves digits and empty text alone', () => {
    expect(toTitleCase('')).toBe('');
    expect(toTitleCase('unit 42b')).toBe('Unit 42b');
  });
});
