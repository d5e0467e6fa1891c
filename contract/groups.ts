/**
 * The Cognito group whose members moderate reports (its name is in the ID token's `cognito:groups`). Its own
 * module: the site's entry chunk reads it for every signed-in user and should not carry the enums with it.
 */
export const moderatorsGroup = 'moderators';
