/**
 * Every user-facing message of SPEC §5 and §8, word for word. Import them as one namespace,
 * `import * as messages from '@contract/messages'`, and never retype a message: each is its own export, so a
 * bundle (a page's chunk, a Lambda) carries only the messages its code reads, and a page's chunks load only the
 * files below that hold them. `format` (format.ts) fills placeholders.
 */
export * from './messages/api';
export * from './messages/auth';
export * from './messages/forms';
export * from './messages/growth';
export * from './messages/helpful-marks';
export * from './messages/mail';
export * from './messages/marketing';
export * from './messages/navigation';
export * from './messages/sign-in-settings';
export * from './messages/ui';
