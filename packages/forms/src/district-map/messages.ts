import {
  defineMessage,
  defineMessages,
  type MessageDescriptor,
  type NoMessageValues,
  type TypedMessageDescriptor,
} from 'react-intl';

const plain = defineMessages({
  title: { id: 'forms.districtsMap.title', defaultMessage: 'Districts Map' },
  load: { id: 'forms.districtsMap.load', defaultMessage: 'Load Districts' },
  loadFailed: {
    id: 'forms.districtsMap.loadFailed',
    defaultMessage: 'The districts could not be loaded. Please try again.',
  },
});

const withValues = defineMessages<{ loaded: { count: number } }>({
  loaded: {
    id: 'forms.districtsMap.loaded',
    defaultMessage: '{count, plural, one {# district} other {# districts}} on the map.',
  },
});

/** Rich text (links as values): rendered with `<FormattedMessage>`, so it stays untyped. */
const credit: MessageDescriptor = defineMessage({
  id: 'forms.districtsMap.credit',
  defaultMessage: 'Map data: {geonames} (CC-BY 4.0), {amcharts}.',
});

/** Texts of the districts map screen (operations §2 'Districts map'). */
export const districtsMapMessages: DistrictsMapMessages = { ...plain, ...withValues, credit };

/** Type of {@link districtsMapMessages}: each descriptor knows the values its message needs. */
export type DistrictsMapMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly loaded: TypedMessageDescriptor<{ count: number }>;
  /** Values: `geonames` and `amcharts`, the two source links. */
  readonly credit: MessageDescriptor;
};
