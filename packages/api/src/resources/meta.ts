import { ApiError } from '../client/ApiError.ts';
import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { resolveAgainstPage } from '../client/url.ts';

/** Version metadata of the deployed front end. Spec: operations §3 'Version metadata'. */
export interface AppVersion {
  version: string;
}

/** The metadata calls, available as `client.meta`. */
export interface MetaApi {
  /**
   * GET /meta.json?t=<Date.now()> (the time defeats caches): the deployed version.
   * Silent by default: a failed check is logged and treated as up to date (operations §8
   * 'Version check'). Rejects with `ApiError` kind `parse` when the body has no string `version`.
   * Spec: operations §4 (version check), §7 'Other'.
   */
  version(options?: RequestOptions): Promise<AppVersion>;
}

/**
 * Builds `client.meta`. `metaUrl` defaults to `/meta.json` on the page origin: the file belongs
 * to the front-end build, so it is the version of the code the user would reload to. The token is
 * never sent with it.
 */
export function createMetaApi(core: HttpCore, metaUrl = '/meta.json'): MetaApi {
  return {
    async version(options) {
      const url = resolveAgainstPage(metaUrl);
      const body = await core.get<unknown>(url, {
        silent: true,
        auth: false,
        ...options,
        query: { ...options?.query, t: Date.now() },
      });
      const version = (body as { version?: unknown } | null | undefined)?.version;
      if (typeof version !== 'string' || version === '') {
        throw new ApiError({
          kind: 'parse',
          message: core.messages.invalidResponse,
          body,
          method: 'GET',
          url,
        });
      }
      return { version };
    },
  };
}
