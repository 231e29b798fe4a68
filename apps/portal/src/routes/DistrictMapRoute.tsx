import { DistrictsMapScreen, districtsMapMessages } from '@partner-portal/forms/district-map';
import type { MapPoint } from '@partner-portal/ui/map';
import { INDIA_STATES } from '@partner-portal/ui/map-data';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * /district-maps (public): the districts map. The outline of India comes with the route; the 658
 * district points load when 'Load Districts' is pressed (a separate chunk, nothing fetched from a
 * tile server). Spec: operations §2 'Districts map'.
 */
export function DistrictMapRoute() {
  const intl = useIntl();
  const [districts, setDistricts] = useState<readonly MapPoint[] | undefined>();
  const [isLoading, setIsLoading] = useState(false);
  const [hasError, setHasError] = useState(false);

  const load = () => {
    setIsLoading(true);
    setHasError(false);
    import('@partner-portal/ui/map-data')
      .then((data) => setDistricts(data.INDIA_DISTRICTS))
      .catch((error: unknown) => {
        console.error('Loading the districts failed', error);
        setHasError(true);
      })
      .finally(() => setIsLoading(false));
  };

  return (
    <>
      <title>{intl.formatMessage(districtsMapMessages.title)}</title>
      <DistrictsMapScreen
        outline={INDIA_STATES}
        districts={districts}
        isLoading={isLoading}
        hasError={hasError}
        onLoad={load}
      />
    </>
  );
}
