import type { Message } from './mailer';

/** Texts of the account e-mails and SMS; links point at the web app (PUBLIC_WEB_URL). */
export const templates = {
  confirmation: (to: string, channel: Message['channel'], link: string): Message => ({
    channel,
    to,
    subject: 'Confirm your account',
    text: `Welcome! Confirm your account by opening this link:\n${link}\n`,
  }),
  alreadyRegistered: (to: string, channel: Message['channel'], signInLink: string, resetLink: string): Message => ({
    channel,
    to,
    subject: 'You already have an account',
    text: `Someone tried to sign up with this address, which already has an account.\nSign in: ${signInLink}\nForgot your password? ${resetLink}\n`,
  }),
  resetPassword: (to: string, channel: Message['channel'], link: string): Message => ({
    channel,
    to,
    subject: 'Reset your password',
    text: `Change your password by opening this link (valid for 6 hours, once):\n${link}\nIf you did not ask for it, ignore this message.\n`,
  }),
  unlock: (to: string, channel: Message['channel'], link: string): Message => ({
    channel,
    to,
    subject: 'Your account is locked',
    text: `Someone tried to sign in to your account with a wrong password several times, so it was locked. If it was you, unlock it with this link:\n${link}\nIf it was not you, your password is still safe: unlock the account, then change the password to one you use nowhere else.\n`,
  }),
  phoneCode: (to: string, code: string): Message => ({ channel: 'sms', to, subject: 'Verification code', text: `Your sportsbook verification code is ${code}` }),
};
