import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from '../../src/config/paths.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools/cluster is scripts, not an Nx project: one cluster for the CLI, the tests and e2e
import type { Cluster } from '../../../../tools/cluster/cluster.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools/cluster is scripts, not an Nx project: one cluster for the CLI, the tests and e2e
import { clusterHaproxyConfig } from '../../../../tools/cluster/haproxy-config.mjs';
import { signedUpShopper, startTestCluster } from './cluster-shoppers.js';

const deployConfig = readFileSync(join(workspaceRoot, 'deploy/haproxy.cfg'), 'utf8');

/**
 * deploy/haproxy.cfg as production runs it, and the three-process cluster made from it: a valid
 * configuration, requests spread over every process, HTTP sent to HTTPS, and the proxy headers
 * the API relies on set by HAProxy whatever the client sent.
 */
describe('HAProxy in front of three API processes', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startTestCluster('haproxy', { https: 3310, firstApi: 3312 });
  }, 120_000);

  afterAll(() => cluster?.stop());

  it('accepts deploy/haproxy.cfg as it is (haproxy -c), given a certificate where it looks for one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-haproxy-'));
    const config = join(folder, 'haproxy.cfg');
    // Only the certificate's path differs: /etc/haproxy/certs/shop.pem is the operator's.
    writeFileSync(config, deployConfig.replace('/etc/haproxy/certs/shop.pem', join(cluster.dir, 'shop.pem')));
    const check = spawnSync('haproxy', ['-c', '-f', config], { encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`).toContain('Configuration file is valid');
    expect(check.status).toBe(0);
  });

  it('runs the deploy configuration with only ports, paths and the server list substituted', () => {
    const generated = readFileSync(cluster.haproxy.configFile, 'utf8');
    const directives = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
    const changed = directives(deployConfig).filter((line) => !directives(generated).includes(line));
    expect(changed).toEqual([
      'log /dev/log local0',
      'user haproxy',
      'group haproxy',
      'chroot /var/lib/haproxy',
      'daemon',
      'stats socket /run/haproxy/admin.sock mode 660 level admin',
      'bind :80',
      'bind :443 ssl crt /etc/haproxy/certs/shop.pem alpn h2,http/1.1',
      'server api3001 127.0.0.1:3001',
      'server api3002 127.0.0.1:3002',
      'server api3003 127.0.0.1:3003',
    ]);
    expect(directives(generated).filter((line) => line.startsWith('server '))).toEqual([
      'server api3312 127.0.0.1:3312',
      'server api3313 127.0.0.1:3313',
      'server api3314 127.0.0.1:3314',
    ]);
  });

  it('refuses a deploy configuration it does not understand rather than running something else', () => {
    const options = { httpsPort: 1, httpPort: 2, apiPorts: [3], certificateFile: 'c', socketFile: 's' };
    expect(() => clusterHaproxyConfig(options, deployConfig.replace('bind :443 ssl', 'bind :8443 ssl'))).toThrow(
      /expected one "bind :443 ssl crt" line, found 0/,
    );
    expect(() => clusterHaproxyConfig(options, deployConfig.replace(/^\s*server api3002.*$/m, ''))).toThrow(
      /one block of "server api<port>/,
    );
  });

  it('spreads requests round robin over every process', async () => {
    const before = await cluster.haproxy.stats();
    for (let request = 0; request < 30; request += 1) {
      expect((await cluster.request('/api/health/live')).status).toBe(200);
    }
    const after = await cluster.haproxy.stats();
    const served = after.map((server, index) => server.total - before[index]!.total);
    expect(served).toEqual([10, 10, 10]);
  });

  it('revalidates a catalog page to 304 at every process, whichever process rendered it', async () => {
    // Round robin: three requests, three processes, each rendering the page on its own.
    const before = await cluster.haproxy.stats();
    const pages = [];
    for (let request = 0; request < 3; request += 1) pages.push(await cluster.request('/products'));
    const after = await cluster.haproxy.stats();
    expect(after.map((server, index) => server.total - before[index]!.total)).toEqual([1, 1, 1]);
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
    const etags = new Set(pages.map((page) => page.headers.etag));
    expect(etags.size).toBe(1);
    const [etag] = etags;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = [];
    for (let request = 0; request < 3; request += 1) {
      revalidated.push((await cluster.request('/products', { headers: { 'If-None-Match': etag! } })).status);
    }
    expect(revalidated).toEqual([304, 304, 304]);
  });

  it('answers plain HTTP with a redirect to HTTPS, sending nothing to the processes', async () => {
    const before = await cluster.haproxy.stats();
    const answer = await fetch(`${cluster.httpUrl}/products?sort=price`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/products\?sort=price$/);
    const after = await cluster.haproxy.stats();
    expect(after.map((server) => server.total)).toEqual(before.map((server) => server.total));
  });

  it('tells the API the request came over HTTPS whatever the client claims, so the session cookie is Secure', async () => {
    // A client claiming plain HTTP: HAProxy sets the header, so the API still sees HTTPS and
    // sends the __Host- cookie (it refuses a Secure cookie on a request it thinks is plain).
    const session = await signedUpShopper(cluster);
    expect(session.Cookie).toMatch(/^__Host-sid=/);
    const answer = await cluster.request('/api/auth/register', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-Proto': 'http', 'X-Forwarded-For': '198.18.0.9' },
      body: {
        firstName: 'Mira',
        lastName: 'Rao',
        email: `proto-${Date.now()}@example.com`,
        password: 'cold pressed sesame 42',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^__Host-sid=.*; Secure/i);
  });

  it("gives every request one X-Request-Id, HAProxy's, returned by the API", async () => {
    const answer = await cluster.request('/api/health', { headers: { 'X-Request-Id': 'chosen-by-the-client' } });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const haproxyLog = readFileSync(join(cluster.dir, 'haproxy.log'), 'utf8');
    expect(haproxyLog).toContain(String(answer.headers['x-request-id']));
  });
});
