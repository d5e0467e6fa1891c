import * as messages from '@contract/messages';

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message of contract/messages.ts as a pattern; a `{placeholder}` stands for any text. */
const patterns = Object.values(messages).map(
  (message) =>
    new RegExp(
      `^${message
        .split(/\{\w+\}/)
        .map(literally)
        .join('.+')}$`,
      's',
    ),
);

/** Whether an error message is one of the app's own (contract/messages.ts), not a library's default text. */
export const isAppWording = (message: string) => patterns.some((pattern) => pattern.test(message));
