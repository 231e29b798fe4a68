import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One AssumeRole call as the fake STS received it (the form fields of the Query API). */
export interface AssumeRoleCall {
  params: URLSearchParams;
  /** The SigV4 Authorization header (the access key id of the signer is in it). */
  authorization: string;
}

/** A fake AWS STS endpoint answering AssumeRole with fixed temporary credentials. */
export interface FakeSts {
  /** `http://127.0.0.1:<port>`, for `s3StsEndpoint`. */
  endpoint: string;
  calls: AssumeRoleCall[];
  /** What it answers: `ASIA…` key, secret and session token, expiring 15 minutes after the call. */
  issued: { accessKeyId: string; secretAccessKey: string; sessionToken: string };
  close(): Promise<void>;
}

/**
 * Starts a loopback HTTP server speaking STS's Query protocol for AssumeRole (what
 * @aws-sdk/client-sts sends), so the real SDK client is exercised without AWS. Issue 15.
 */
export async function startFakeSts(): Promise<FakeSts> {
  const calls: AssumeRoleCall[] = [];
  const issued = {
    accessKeyId: 'ASIAFAKETEMPORARY01',
    secretAccessKey: 'temporary-secret-from-fake-sts',
    sessionToken: 'fake-session-token',
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      calls.push({ params, authorization: String(request.headers.authorization ?? '') });
      const expiration = new Date(Date.now() + 900_000).toISOString();
      response.writeHead(200, { 'content-type': 'text/xml' });
      response.end(
        `<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleResult>` +
          `<Credentials><AccessKeyId>${issued.accessKeyId}</AccessKeyId>` +
          `<SecretAccessKey>${issued.secretAccessKey}</SecretAccessKey>` +
          `<SessionToken>${issued.sessionToken}</SessionToken><Expiration>${expiration}</Expiration></Credentials>` +
          `<AssumedRoleUser><Arn>arn:aws:sts::123456789012:assumed-role/portal-read/${params.get('RoleSessionName') ?? ''}</Arn>` +
          `<AssumedRoleId>AROAFAKE:${params.get('RoleSessionName') ?? ''}</AssumedRoleId></AssumedRoleUser>` +
          `</AssumeRoleResult><ResponseMetadata><RequestId>fake-1</RequestId></ResponseMetadata></AssumeRoleResponse>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    issued,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
