// The inbox slice's door: the mails the other slices send.
export { sendMail } from './service';
