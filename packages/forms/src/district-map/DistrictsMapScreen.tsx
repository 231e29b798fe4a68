import { DistrictMap, type MapPoint, type RegionCollection } from '@partner-portal/ui/map';
import { Alert, Button, Card, Link, Text } from '@partner-portal/ui/primitives';
import { FormattedMessage, useIntl } from 'react-intl';
import { Page } from './DistrictsMapScreen.styles.ts';
import { districtsMapMessages } from './messages.ts';

/** Props of {@link DistrictsMapScreen}. */
export interface DistrictsMapScreenProps {
  /** India's states and union territories (e.g. `INDIA_STATES` of `@partner-portal/ui/map-data`). */
  outline: RegionCollection;
  /** The district points once loaded; none before 'Load Districts'. */
  districts?: readonly MapPoint[];
  /** True while the districts load ('Load Districts' shows it is busy). */
  isLoading?: boolean;
  /** True when loading failed: an error message is shown and 'Load Districts' can be pressed again. */
  hasError?: boolean;
  /** 'Load Districts' pressed. */
  onLoad: () => void;
  /** Height of the map as a CSS length. Default '80vh' (80% of the viewport). */
  mapHeight?: string;
  /** Renders the page's `<main>` landmark around the card (the public page). Default true. */
  standalone?: boolean;
}

/**
 * The districts map page: a card titled 'Districts Map' with a 'Load Districts' button that draws
 * markers for about 700 Indian districts on an offline map of India, 80% of the viewport high, with
 * the data credit under it. Shows a retryable error when loading fails.
 *
 * Spec: operations §2 'Districts map', §10 (map: region India, about 700 points, height 80%).
 */
export function DistrictsMapScreen({
  outline,
  districts,
  isLoading = false,
  hasError = false,
  onLoad,
  mapHeight = '80vh',
  standalone = true,
}: DistrictsMapScreenProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const credit = (
    <Text size="sm" tone="muted">
      <FormattedMessage
        {...districtsMapMessages.credit}
        values={{
          geonames: (
            // The data providers' own names, not translated.
            // eslint-disable-next-line i18n/no-literal-text-in-jsx
            <Link key="geonames" href="https://www.geonames.org/" isExternal>
              GeoNames
            </Link>
          ),
          amcharts: (
            // eslint-disable-next-line i18n/no-literal-text-in-jsx
            <Link key="amcharts" href="https://www.amcharts.com/" isExternal>
              amCharts geodata
            </Link>
          ),
        }}
      />
    </Text>
  );
  const card = (
    <Card heading={t(districtsMapMessages.title)} headingLevel={1}>
      <div>
        <Button onPress={onLoad} isPending={isLoading}>
          {t(districtsMapMessages.load)}
        </Button>
      </div>
      {hasError && <Alert variant="error">{t(districtsMapMessages.loadFailed)}</Alert>}
      <div role="status">
        {districts && districts.length > 0
          ? t(districtsMapMessages.loaded, { count: districts.length })
          : null}
      </div>
      <DistrictMap outline={outline} points={districts} height={mapHeight} credit={credit} />
    </Card>
  );
  return standalone ? <Page id="main">{card}</Page> : card;
}
