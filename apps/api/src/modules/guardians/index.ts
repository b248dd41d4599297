// The guardians module's public face: its routes, and the e-mail sender of the weekly summary (SMTP_URL).
export { guardiansRoutes } from './guardians.routes';
export { type Mailer, smtpMailer } from './summary.mailer';
