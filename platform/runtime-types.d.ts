// The few Bun and Deno APIs the platform layer uses, typed here (the runtimes' full type packages are
// not needed to check two small files). Checked against the installed runtimes by the server tests.

declare module "bun:sqlite" {
  export class Statement {
    readonly columnNames: string[];
    values(...params: unknown[]): unknown[][];
    run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  }
  export class Database {
    constructor(filename: string, options?: { create?: boolean; readwrite?: boolean });
    prepare(sql: string): Statement;
    query(sql: string): Statement;
    exec(sql: string): void;
    close(): void;
  }
}

interface BunServerWebSocket<Data> {
  readonly data: Data;
  send(data: string): number;
  close(code?: number, reason?: string): void;
}

interface BunServer {
  upgrade<Data>(request: Request, options: { data: Data }): boolean;
  stop(closeActiveConnections?: boolean): Promise<void>;
  requestIP(request: Request): { address: string } | null;
  readonly port: number;
}

interface BunServeOptions<Data> {
  port: number;
  hostname: string;
  idleTimeout?: number;
  fetch(request: Request, server: BunServer): Promise<Response> | Response;
  websocket: {
    idleTimeout?: number;
    sendPings?: boolean;
    open(socket: BunServerWebSocket<Data>): void;
    message(socket: BunServerWebSocket<Data>, message: string | Uint8Array): void;
    close(socket: BunServerWebSocket<Data>, code: number, reason: string): void;
  };
}

declare const Bun: {
  serve<Data>(options: BunServeOptions<Data>): BunServer;
};

interface DenoWebSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

declare const Deno: {
  serve(
    options: { port: number; hostname: string; onListen?: () => void },
    handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Promise<Response>,
  ): { shutdown(): Promise<void>; finished: Promise<void> };
  upgradeWebSocket(
    request: Request,
    options?: { idleTimeout?: number },
  ): { socket: DenoWebSocket; response: Response };
  cron?: (name: string, schedule: string, handler: () => Promise<void>) => Promise<void>;
};
