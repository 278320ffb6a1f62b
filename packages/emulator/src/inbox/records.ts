/** A mail the emulator sent, kept for the dev inbox. */
export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: 'verification-code' | 'password-recovery' | 'activation' | 'order-confirmation';
  code?: string;
  link?: string;
  createdDate: string;
}
