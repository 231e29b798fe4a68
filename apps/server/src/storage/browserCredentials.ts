import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import type { ServerConfig } from '../config.ts';

/** The folder the browser may read with issued credentials (uploads: ticket files, note images). */
export const BROWSER_READ_PREFIX = 'uploads/';

/** Never readable with issued credentials: KYC scans (PAN, Aadhaar), signed by the server only. */
export const BROWSER_DENIED_PREFIX = 'uploads/kyc/';

/** Lifetime of issued credentials in seconds (AWS STS's minimum, 15 minutes). */
export const BROWSER_CREDENTIALS_TTL_SECONDS = 900;

/** Short-lived, read-only credentials for one user, as GET /management/storage-credentials/ answers them. */
export interface BrowserReadCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** ISO 8601. */
  expiration: string;
  /** The only readable folder ({@link BROWSER_READ_PREFIX}). */
  prefix: string;
}

/** The STS call, replaceable in tests. */
export type AssumeRole = (input: {
  RoleArn: string;
  RoleSessionName: string;
  DurationSeconds: number;
  Policy: string;
}) => Promise<{
  Credentials?: { AccessKeyId?: string; SecretAccessKey?: string; SessionToken?: string; Expiration?: Date };
}>;

/**
 * The session policy of issued credentials: `s3:GetObject` on `<bucket>/uploads/*` and nothing
 * else, with KYC scans (`uploads/kyc/*`) denied outright. The effective rights are the
 * intersection with the role's own policy, so a broad role is narrowed here. Issue 15.
 */
export function readSessionPolicy(bucket: string): string {
  const arn = (suffix: string) => `arn:aws:s3:::${bucket}/${suffix}`;
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: ['s3:GetObject'], Resource: [arn(`${BROWSER_READ_PREFIX}*`)] },
      { Effect: 'Deny', Action: ['s3:*'], Resource: [arn(`${BROWSER_DENIED_PREFIX}*`)] },
    ],
  });
}

/** A valid STS session name for a user id (letters, digits and `+=,.@-`, 2 to 64 characters). */
export function sessionNameFor(userId: string | number): string {
  return `portal-${String(userId).replace(/[^\w+=,.@-]/g, '-')}`.slice(0, 64);
}

/** The real STS call, signed with the server's own key (never handed out). */
export function stsAssumeRole(
  config: Pick<ServerConfig, 's3Region' | 's3StsEndpoint' | 's3AccessKeyId' | 's3SecretAccessKey'>,
): AssumeRole {
  const client = new STSClient({
    region: config.s3Region,
    ...(config.s3StsEndpoint ? { endpoint: config.s3StsEndpoint } : {}),
    credentials: { accessKeyId: config.s3AccessKeyId, secretAccessKey: config.s3SecretAccessKey },
  });
  return (input) => client.send(new AssumeRoleCommand(input));
}

/**
 * Issues 15-minute, read-only credentials scoped to {@link BROWSER_READ_PREFIX} by AWS STS
 * AssumeRole with {@link readSessionPolicy}. Throws when STS answers without credentials.
 */
export async function issueBrowserReadCredentials(
  assumeRole: AssumeRole,
  roleArn: string,
  bucket: string,
  userId: string | number,
): Promise<BrowserReadCredentials> {
  const answer = await assumeRole({
    RoleArn: roleArn,
    RoleSessionName: sessionNameFor(userId),
    DurationSeconds: BROWSER_CREDENTIALS_TTL_SECONDS,
    Policy: readSessionPolicy(bucket),
  });
  const credentials = answer.Credentials;
  if (!credentials?.AccessKeyId || !credentials.SecretAccessKey || !credentials.SessionToken) {
    throw new Error('STS AssumeRole answered without credentials');
  }
  return {
    accessKeyId: credentials.AccessKeyId,
    secretAccessKey: credentials.SecretAccessKey,
    sessionToken: credentials.SessionToken,
    expiration: (
      credentials.Expiration ?? new Date(Date.now() + BROWSER_CREDENTIALS_TTL_SECONDS * 1000)
    ).toISOString(),
    prefix: BROWSER_READ_PREFIX,
  };
}
