import { ServerErrorScreen } from '@partner-portal/forms/errors';
import { paths } from '../config/paths.ts';

/** /500: 'Sorry, server goes wrong.' with 'Go to Home' (operations §2 'Shell'). */
export function ServerErrorRoute() {
  return <ServerErrorScreen homeHref={paths.root} />;
}
