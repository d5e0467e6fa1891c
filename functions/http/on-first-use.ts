/**
 * An operation whose module is imported on its first call, not when the function starts: the function's build
 * keeps what only that module needs in chunks of their own (`functionBuildOptions`), so a cold start parses
 * the code of the request it serves, not of every route of its function. A failed import is tried again on
 * the next call.
 */
export function onFirstUse<
  Name extends string,
  Module extends Record<Name, (input: never) => Promise<unknown>>,
>(load: () => Promise<Module>, name: Name): Module[Name] {
  let loading: Promise<Module> | undefined;
  const operation = async (input: never) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)[name](input);
  };
  return operation as Module[Name];
}
