/** A text message to a phone, in international form (+358401234567). */
export interface TextMessage {
  siteId: number;
  to: string;
  text: string;
}

/**
 * Sends text messages. Production plugs in an SMS operator's API; the sandbox keeps them in the outbox
 * beside the mail (sandbox-messenger.ts).
 */
export interface Messenger {
  send(message: TextMessage): Promise<void>;
}
