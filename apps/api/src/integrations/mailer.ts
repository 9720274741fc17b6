export interface Mail {
  siteId: number;
  to: string;
  subject: string;
  body: string;
  /** The one link the mail is about (a magic sign-in link), kept apart so tests and the outbox find it. */
  link?: string;
}

/** Sends transactional mail. Production plugs in an SMTP or API adapter; the sandbox keeps an outbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
