/**
 * What other features use of mail: the branded frame, the sender's domain for Message-IDs, an address
 * masked for logs, and the transactional mail's type. Their mails are sent by them, through the app's
 * transactional mailer, which counts them against the daily cap.
 */
export { buttonHtml, messageToHtml, renderMail } from './mail-template.ts';
export { senderDomain } from './mail-compose.ts';
export { maskEmail, renderPage, type PageContent } from './html-page.ts';
export type { TransactionalMail } from './transactional-mail.ts';
export { mailSenderOf, type MailSender } from './mail-sender.ts';
export { sendPage, type LinkPage } from './subscriber-link-pages.ts';
export { skipQueuedMailTo } from './campaigns.repository.ts';
export { sendAfterAnswer, type MailAfterAnswer } from './send-after-answer.ts';
