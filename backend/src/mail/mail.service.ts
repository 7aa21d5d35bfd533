import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { INVITATION_QUERY } from 'contracts';
import { escapeHtml } from '../common/html.js';
import { maskEmail } from '../common/logging/mask.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { MAIL_TEXTS, type MailText, PRODUCT_NAME } from '../texts.js';
import { LinkTokensService, encodeUserId } from '../users/link-tokens.service.js';
import { withoutLinks } from './inert-text.js';
import type { User } from '../users/user.entity.js';

/** What was sent: where the outbox wrote it (outbox transport) and the message id. */
export interface SentMail {
  messageId: string;
  file?: string;
}

/**
 * Account e-mails in pt-BR, plain text and HTML, whose only links are built from PUBLIC_URL
 * (names people typed go through `withoutLinks`). Without SMTP_URL each message is written
 * as an RFC 822 `.eml` file into MAIL_OUTBOX_DIR (names sort by time); with it, nodemailer
 * sends through that server.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly pending = new Set<Promise<unknown>>();
  private sequence = 0;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly linkTokens: LinkTokensService,
  ) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.from = `"${PRODUCT_NAME}" <no-reply@${new URL(config.publicUrl).hostname}>`;
  }

  confirmationLink(user: User, token: string): string {
    return `${this.config.publicUrl}/confirmacaoDeEmail/${encodeURIComponent(user.email)}/${token}`;
  }

  resetLink(user: User, token: string): string {
    return `${this.config.publicUrl}/redefinirSenha/${encodeUserId(user.id)}/${token}`;
  }

  /** The reset link of someone who never had a password: the page speaks of creating one. */
  private firstPasswordLink(user: User, token: string): string {
    return `${this.resetLink(user, token)}?${INVITATION_QUERY}=1`;
  }

  async sendConfirmation(user: User): Promise<SentMail> {
    const token = await this.linkTokens.issue('confirm-email', user);
    return this.send(user, MAIL_TEXTS.confirmation(displayName(user)), this.confirmationLink(user, token));
  }

  async sendPasswordRecovery(user: User): Promise<SentMail> {
    const token = await this.linkTokens.issue('reset-password', user);
    return this.send(user, MAIL_TEXTS.passwordRecovery(displayName(user)), this.resetLink(user, token));
  }

  /**
   * A user added to a company without an account: the link sets the password (the reset page,
   * flagged so it speaks of a first password).
   */
  async sendInvitation(user: User, companyName: string, inviter: { name: string; email: string }): Promise<void> {
    const token = await this.linkTokens.issue('reset-password', user);
    const text = MAIL_TEXTS.invitation(displayName(user), withoutLinks(companyName), { name: withoutLinks(inviter.name.trim()), email: inviter.email });
    await this.send(user, text, this.firstPasswordLink(user, token));
  }

  /** An invited account that never set a password, registered again: the link sets the password. */
  async sendActivation(user: User): Promise<SentMail> {
    const token = await this.linkTokens.issue('reset-password', user);
    return this.send(user, MAIL_TEXTS.activation(displayName(user)), this.firstPasswordLink(user, token));
  }

  /**
   * Sends without making the caller wait (so answers take the same time whether or not a
   * message went out); failures are logged. Shutdown waits for what is still on its way.
   */
  sendInBackground(send: () => Promise<unknown>): void {
    const task = send()
      .catch((error: unknown) => this.logger.error(`sending failed: ${String(error)}`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once every background send started so far has finished (shutdown; tests). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
    this.transport.close();
  }

  private async send(user: User, text: MailText, link: string): Promise<SentMail> {
    const message = {
      from: this.from,
      to: user.email,
      subject: text.subject,
      text: [text.greeting, '', ...text.paragraphs, '', link, '', ...text.footer, '', `— ${PRODUCT_NAME}`].join('\n'),
      html: renderHtml(text, link),
    };
    const info = await this.transport.sendMail(message);
    if (this.config.smtpUrl) {
      this.logger.log(`"${text.subject}" sent to ${maskEmail(user.email)} through SMTP`);
      return { messageId: info.messageId };
    }
    await mkdir(this.config.mailOutboxDir, { recursive: true });
    const name = `${Date.now().toString().padStart(15, '0')}-${String(++this.sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
    const file = join(this.config.mailOutboxDir, name);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    // The file holds the link; the log names the file, never the token.
    this.logger.log(`"${text.subject}" for ${maskEmail(user.email)} written to ${file}`);
    return { messageId: info.messageId, file };
  }
}

/** The account's name as its owner (or whoever invited them) typed it: never a clickable address. */
const displayName = (user: User) => withoutLinks(user.firstName.trim()) || user.email;

function renderHtml(text: MailText, link: string): string {
  const href = escapeHtml(link);
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:6px">
${paragraph(text.greeting)}
${text.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${href}" style="background:#1f6feb;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${href}">${href}</a></p>
${text.footer.map((p) => `<p style="margin:0 0 8px;font-size:13px;color:#555">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#555">— ${escapeHtml(PRODUCT_NAME)}</p>
</div>
</body>
</html>`;
}
