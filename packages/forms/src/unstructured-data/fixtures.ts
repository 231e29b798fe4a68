import type { UnstructuredFieldItem } from './values.ts';

/** The seeded laptop repair template (v2): two required texts, tags, an optional text. */
export const sampleItems: UnstructuredFieldItem[] = [
  { key: 'Asset tag', is_optional: false, value: '' },
  { key: 'Serial number', is_optional: false, value: '' },
  { key: 'Parts replaced', is_optional: true, value: ['Keyboard', 'Battery'] },
  { key: 'Engineer remarks', is_optional: true, value: '' },
];
