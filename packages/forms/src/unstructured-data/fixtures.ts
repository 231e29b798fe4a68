import type { UnstructuredFieldItem } from './values.ts';

/** The seeded laptop repair template (v2): two required texts, tags, an optional text. */
export const sampleItems: UnstructuredFieldItem[] = [
  { key: 'Asset tag', isOptional: false, value: '' },
  { key: 'Serial number', isOptional: false, value: '' },
  { key: 'Parts replaced', isOptional: true, value: ['Keyboard', 'Battery'] },
  { key: 'Engineer remarks', isOptional: true, value: '' },
];
