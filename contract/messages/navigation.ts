// The words every page's bar shows: kept apart so the first script carries three words, not every message.
/** One wording for getting in and out, everywhere: the navigation, the forms, the profile's actions. */
export const signIn = 'Sign In';
export const signUp = 'Sign Up';
export const signOut = 'Sign Out';
