/** Query parameters whose values never reach the log (reset tokens, passphrases, one-time codes). */
const SECRET_PARAMS = /^(token|key|password\d?|passphrase|otp|signature|x-amz-signature)$/i;

/**
 * Replaces the values of secret query parameters with `[redacted]`, e.g. the reset-password link
 * `/reset-password?token=...` (access §2). Spec: access §2 (reset password reads a token from the
 * query string), §3 (password reset payloads).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return SECRET_PARAMS.test(decoded) && value.length > 0 ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * Pino serializer of requests: method, redacted URL, host and address; never headers (so the
 * `Authorization: Token ...` header is not logged). Fastify passes its request object, typed
 * loosely here because Fastify's types declare the raw Node request. Spec: access §7 (token in the header).
 */
export function serializeRequest(request: { method?: string; url?: string; host?: string; ip?: string }) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
  };
}
