import type { Db } from '../db/connect.ts';
import type { Mail, Mailer } from './mailer.ts';

/**
 * Keeps sent mail in the database (every API instance shows the same outbox at /sandbox/mail) and
 * prints the link, so a developer can sign in from the terminal.
 */
export class SandboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        site_id: mail.siteId,
        to_address: mail.to,
        subject: mail.subject,
        body: mail.body,
        link: mail.link ?? null,
      })
      .execute();
    this.print(`[sandbox mail] to ${mail.to}: ${mail.subject}${mail.link ? ` ${mail.link}` : ''}`);
  }
}
