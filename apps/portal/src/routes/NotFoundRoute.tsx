import { NotFoundScreen } from '@partner-portal/forms/errors';
import { paths } from '../config/paths.ts';

/** Any unknown path and /not-found: 'Oops, an error has occurred. Page not found!' (operations §2 'Shell'). */
export function NotFoundRoute() {
  return <NotFoundScreen homeHref={paths.root} />;
}
