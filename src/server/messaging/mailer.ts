/**
 * sendMail: one e-mail through the mail server of a message configuration (workflows §5 mail
 * server: protocol, host, port, character set, from address; user name and the password kept in
 * sys_message_secret), by nodemailer. Protocol `smtps` connects with TLS from the start (usually
 * port 465); `smtp` upgrades with STARTTLS when the server offers it. Logs in only when the
 * configuration has a user name. Mail is always written in UTF-8 (nodemailer's only character
 * set; the configuration's character set is informative). One attempt, at most MAIL_TIMEOUT_MS per
 * phase.
 *
 * Answers the server's answer to the message (e.g. "250 OK: queued"); throws nodemailer's error
 * (its message names the refusal or the network failure) otherwise.
 */
import nodemailer from 'nodemailer';

export const MAIL_TIMEOUT_MS = 10_000;

/** What sendMail needs of a message configuration row. */
export type MailServer = {
  protocol: string | null;
  host: string | null;
  port: number | null;
  fromAddress: string | null;
  userName: string | null;
};

export type Mail = { to: string; subject: string; text: string };

export async function sendMail(server: MailServer, password: string | null, mail: Mail): Promise<string> {
  const transport = nodemailer.createTransport({
    host: server.host ?? undefined,
    port: server.port ?? undefined,
    secure: server.protocol === 'smtps',
    auth: server.userName ? { user: server.userName, pass: password ?? '' } : undefined,
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: MAIL_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: server.fromAddress ?? undefined,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    return String(info.response ?? '').slice(0, 500);
  } finally {
    transport.close();
  }
}
