import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';

// A minimal SMTP server on a local port that accepts every message and keeps it: enough of
// RFC 5321 (EHLO, MAIL, RCPT, DATA, QUIT) for a real client to deliver to (not shipped).

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the client sent it. */
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

const address = (line: string) =>
  line
    .slice(line.indexOf(':') + 1)
    .trim()
    .replace(/^<|>$/g, '');

const ANSWERS: Record<string, string> = {
  EHLO: '250 sink',
  HELO: '250 sink',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  QUIT: '221 Bye',
};

function converse(socket: Socket, received: ReceivedMail[]): void {
  let buffer = '';
  let inData = false;
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  const reply = (text: string) => socket.write(`${text}\r\n`);
  reply('220 sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mail.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        received.push(mail);
        mail = { from: '', to: [], data: '' };
        inData = false;
        reply('250 Queued');
        continue;
      }
      const lineEnd = buffer.indexOf('\r\n');
      if (lineEnd < 0) return;
      const line = buffer.slice(0, lineEnd);
      buffer = buffer.slice(lineEnd + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'MAIL') mail.from = address(line);
      if (verb === 'RCPT') mail.to.push(address(line));
      if (verb === 'DATA') inData = true;
      reply(ANSWERS[verb] ?? '250 OK');
      if (verb === 'QUIT') socket.end();
    }
  });
}

/** Starts the sink on 127.0.0.1 (a free port); `url` is its smtp:// address. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => converse(socket, received));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
