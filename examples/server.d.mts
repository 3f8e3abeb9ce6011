import type { Server } from 'node:http';

/** Starts the example's backend (see server.mjs). */
export function startExampleServer(options: { app: 'react' | 'vue' | 'angular'; port?: number; host?: string; ferryUrl: string; licenseKey: string; user: string }): Promise<Server>;
