import type { Server } from 'node:http';
import type { Server as NetServer } from 'node:net';

/** Starts the example's backend (see server.mjs); `port` may be a listening net.Server to take over. */
export function startExampleServer(options: { app: 'react' | 'vue' | 'angular'; port?: number | NetServer; host?: string; ferryUrl: string; licenseKey: string; user: string }): Promise<Server>;
