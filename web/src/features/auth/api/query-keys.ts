/** Every query key of sign-up and log-in. */
export const authKeys = {
  usernameAvailability: (username: string) => ['username-availability', username] as const,
};
