import type { AddressInfo, Socket } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';
import { ImapFlow } from 'imapflow';

export interface TestImapServer {
  /** imap://user:pass@127.0.0.1:port/INBOX */
  url: string;
  /** Delivers a message to INBOX (unseen unless flags say otherwise); resolves with its UID. */
  deliver(raw: string | Buffer, flags?: string[]): Promise<number>;
  /** UIDs of INBOX messages without \Seen. */
  unseen(): Promise<number[]>;
  close(): Promise<void>;
}

const USER = 'payments';
const PASS = 'mailbox-pass';

/** A real IMAP server in this process (hoodiecrow-imap), empty and in memory. */
export async function startImapServer(): Promise<TestImapServer> {
  const server = hoodiecrow({
    plugins: ['ID', 'UIDPLUS', 'ENABLE', 'IDLE', 'UNSELECT', 'NAMESPACE', 'SPECIAL-USE', 'LITERALPLUS'],
    users: { [USER]: { password: PASS } },
    storage: { INBOX: { messages: [] }, '': {} },
  });
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const withClient = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user: USER, pass: PASS },
      logger: false,
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  };

  return {
    url: `imap://${USER}:${PASS}@127.0.0.1:${port}/INBOX`,
    deliver: (raw, flags = []) =>
      withClient(async (client) => {
        const appended = await client.append('INBOX', raw, flags);
        if (!appended || appended.uid === undefined) throw new Error('The test IMAP server did not take the message');
        return appended.uid;
      }),
    unseen: () =>
      withClient(async (client) => {
        const lock = await client.getMailboxLock('INBOX');
        try {
          return (await client.search({ seen: false }, { uid: true })) || [];
        } finally {
          lock.release();
        }
      }),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
