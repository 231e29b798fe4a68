/**
 * The deployment environment, chosen by host (operations §7 'Shared HTTP behaviour': "The
 * environment is chosen by host: staging, production or local"; access §9). Anything but
 * 'production' shows the non-production sidebar style (operations §2 'Sidebar menus').
 */
export type Environment = 'production' | 'staging' | 'local';

/** The staging hosts of a deployment (the spec names none): `VITE_STAGING_HOSTS`, comma-separated. */
export interface EnvironmentHosts {
  stagingHosts: readonly string[];
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$|\.(localhost|local)$/;

/** Splits a comma-separated host list (`VITE_STAGING_HOSTS`) into lower-case host names. */
export function parseHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Picks the environment of a page host (`location.hostname`; case ignored): a loopback or
 * `.localhost`/`.local` name is 'local'; a listed staging host, or a host whose name carries a
 * `staging` label (`staging.example.in`, `portal-staging.example.in`), is 'staging'; any other host
 * is 'production'.
 */
export function environmentForHost(hostname: string, { stagingHosts }: EnvironmentHosts): Environment {
  const host = hostname.trim().toLowerCase();
  if (LOOPBACK.test(host)) return 'local';
  if (stagingHosts.includes(host) || /(^|[.-])staging([.-]|$)/.test(host)) return 'staging';
  return 'production';
}
