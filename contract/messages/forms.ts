// What any form may say, whatever its page: kept apart so the sign-in pages need not load the app's messages.
export const invalidRequest = 'Invalid request';
export const disallowedCharacters = 'Please remove control, invisible or text-direction characters';
export const textTooLong = '{field} must be at most {max} characters';
export const networkError = 'Network error: please check your connection and try again.';
