// Types of cluster.mjs for its TypeScript users (the API's cluster tests, the end-to-end config).
import type { Agent } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';

export interface ClusterResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ClusterRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A string as it is, anything else as JSON. */
  body?: unknown;
  agent?: Agent;
  timeoutMs?: number;
}

export interface ClusterProcess {
  readonly port: number;
  /** The current process's pid (a restart changes it). */
  readonly pid: number;
  readonly logFile: string;
  /** Resolves when the current process exits. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  kill(signal?: NodeJS.Signals): boolean;
  /** Starts a new process on the same port (after a kill); waitUntilReady() to wait for it. */
  start(): void;
  waitUntilReady(options?: { timeoutMs?: number }): Promise<void>;
  /** SIGTERM (SIGKILL after a grace), then a new process on the same port, ready. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerStats {
  name: string;
  /** UP, DOWN, DRAIN, MAINT, or "UP 1/2" / "DOWN 1/2" while changing. */
  status: string;
  sessions: number;
  queued: number;
  /** Sessions sent to it since HAProxy started. */
  total: number;
}

export interface RollOptions {
  ports?: number[];
  migrate?: (() => Promise<void>) | undefined;
  drainTimeoutMs?: number;
  readyTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface Cluster {
  /** https://127.0.0.1:<httpsPort>, through HAProxy. */
  readonly url: string;
  /** http://127.0.0.1:<httpPort>: answers every request with a redirect to HTTPS. */
  readonly httpUrl: string;
  readonly certificateAuthority: Buffer;
  readonly certificateAuthorityFile: string;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly dir: string;
  readonly processes: ClusterProcess[];
  readonly haproxy: {
    readonly pid: number;
    readonly configFile: string;
    readonly socket: string;
    /** One command to HAProxy's runtime API; its answer. */
    runtime(command: string): Promise<string>;
    /** The API servers as HAProxy sees them. */
    stats(): Promise<ServerStats[]>;
    readonly exited: Promise<unknown>;
  };
  request(path: string, options?: ClusterRequestOptions): Promise<ClusterResponse>;
  /** deploy/roll.mjs's rolling restart (migrate once, then drain, restart, ready per process). */
  roll(options?: RollOptions): Promise<void>;
  /** Stops every process and HAProxy, drops the database the cluster created. */
  stop(): Promise<void>;
}

export interface StartClusterOptions {
  processes?: number;
  firstPort?: number;
  httpsPort?: number;
  httpPort?: number;
  dir?: string;
  databaseUrl?: string;
  adminUrl?: string;
  redisUrl?: string;
  seed?: boolean;
  env?: Record<string, string | undefined>;
  detached?: boolean;
  log?: (line: string) => void;
}

export const defaultClusterDir: string;
export const defaultAdminUrl: string;
export function startCluster(options?: StartClusterOptions): Promise<Cluster>;
export function stopClusterInDir(dir?: string): Promise<boolean>;
export function clusterRequest(base: string, path: string, options?: ClusterRequestOptions): Promise<ClusterResponse>;
