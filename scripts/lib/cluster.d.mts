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
  /** Where the instances and the platform send their traces (OTLP/HTTP, JSON); none when not given. */
  otlpEndpoint?: string;
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
  /** Starts an instance (again), with settings besides the cluster's when given; resolves once ready. */
  startInstance(index: number, more?: Record<string, string>): Promise<void>;
  /** Resolves once nginx sends a request to the instance again (after a restart). */
  untilEdgeServes(index: number): Promise<void>;
  /** SIGTERM (it drains), then started again, with `more` settings when given; resolves once the edge sends to it. */
  restartInstance(index: number, more?: Record<string, string>): Promise<void>;
  killInstance(index: number): void;
  startPlatform(): Promise<void>;
  stopPlatform(): Promise<void>;
  stop(): Promise<unknown>;
}

export function startCluster(options: ClusterOptions): Promise<Cluster>;
