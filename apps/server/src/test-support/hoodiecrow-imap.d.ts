/** The few parts of hoodiecrow-imap (an in-memory IMAP server for tests) the tests use. */
declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';

  interface HoodiecrowMessage {
    raw: string;
    flags?: string[];
    internaldate?: string;
  }
  interface HoodiecrowOptions {
    plugins?: string[];
    users?: Record<string, { password: string }>;
    storage?: Record<string, { messages?: HoodiecrowMessage[]; folders?: Record<string, unknown> }>;
  }
  interface HoodiecrowServer {
    server: Server;
    listen(port: number, host: string, callback: () => void): void;
    close(callback?: () => void): void;
  }
  export default function hoodiecrow(options?: HoodiecrowOptions): HoodiecrowServer;
}
