// Types of cluster.mjs for the TypeScript tests that start the topology.
import type { ChildProcess } from 'node:child_process';

export interface ClusterOptions {
  port: number;
  instancePorts: number[];
  platformPort: number;
  databaseUrl: string;
  redisUrl: string;
  dir?: string;
  staticDir?: string;
  quiet?: boolean;
  freshDatabase?: boolean;
  platformEnv?: Record<string, string>;
  accessLog?: boolean;
  metricsPorts?: number[];
  platformMetricsPort?: number;
}

export interface Cluster {
  url: string;
  platformUrl: string;
  instanceUrls: string[];
  /** Each instance's /metrics (a port of its own, not behind nginx). */
  metricsUrls: string[];
  /** The platform's /metrics (websocket clients and pushes, requests by route). */
  platformMetricsUrl: string;
  editorToken: string;
  secret: string;
  accessLog: string;
  running: { platform?: ChildProcess; nginx?: ChildProcess; instances: (ChildProcess | undefined)[] };
  startInstance(index: number): Promise<void>;
  killInstance(index: number): void;
  startPlatform(): Promise<void>;
  stopPlatform(): Promise<void>;
  stop(): Promise<unknown>;
}

export function startCluster(options: ClusterOptions): Promise<Cluster>;
