import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  markersLabel: { id: 'ui.districtMap.markers', defaultMessage: 'District markers' },
});

const withCount = defineMessages<{ mapLabel: { count: number }; listSummary: { count: number } }>({
  mapLabel: {
    id: 'ui.districtMap.label',
    defaultMessage:
      'Map of India{count, plural, =0 {} one { with # district marker} other { with # district markers}}',
  },
  listSummary: {
    id: 'ui.districtMap.list',
    defaultMessage: 'List of the {count, plural, one {# district} other {# districts}} on the map',
  },
});

/** Messages of {@link DistrictMap}; ids start with `ui.districtMap.`. */
export const districtMapMessages: {
  readonly markersLabel: TypedMessageDescriptor<NoMessageValues>;
  readonly mapLabel: TypedMessageDescriptor<{ count: number }>;
  readonly listSummary: TypedMessageDescriptor<{ count: number }>;
} = { ...plain, ...withCount };
