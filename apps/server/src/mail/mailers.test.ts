import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createMailer } from './index.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.testing.js';

const message = { to: 'ada@example.com', subject: 'Hello', text: 'Open https://example.com/x?token=abc' };

/** A logger whose lines land in `lines`. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('mailers', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('without SMTP_URL appends each message to DATA_DIR/mailbox.jsonl and logs it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'nodeloom-mailbox-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Nodeloom <mail@example.com>' });
    const { log, lines } = capturingLogger();
    const mailer = createMailer(config, log);
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });

    const entries = (await readFile(join(dataDir, 'mailbox.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entries).toEqual([
      { from: 'Nodeloom <mail@example.com>', ...message, sentAt: expect.any(String) },
      expect.objectContaining({ subject: 'Second' }),
    ]);
    // the link is in the log line's message itself, where a newcomer without SMTP reads it
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'E-mail to ada@example.com: Hello — not sent (SMTP_URL is unset); open https://example.com/x?token=abc',
    });
  });

  it('with SMTP_URL delivers through the SMTP server, from MAIL_FROM', async () => {
    const sink: SmtpSink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const config = loadConfig({ SMTP_URL: sink.url, MAIL_FROM: 'mail@example.com' });
    await createMailer(config, capturingLogger().log).send(message);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ from: 'mail@example.com', to: ['ada@example.com'] });
    expect(sink.received[0]!.data).toContain('Subject: Hello');
    expect(sink.received[0]!.data).toContain('https://example.com/x?token=abc');
  });

  it('defaults MAIL_FROM to no-reply at the PUBLIC_URL host, and refuses an SMTP_URL of another scheme', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://loom.example.org' }).mail).toMatchObject({
      smtpUrl: undefined,
      from: 'Nodeloom <no-reply@loom.example.org>',
    });
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
  });
});
