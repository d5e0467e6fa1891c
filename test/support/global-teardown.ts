export default async function globalTeardown(): Promise<void> {
  const child = globalThis.__receiptsStack;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
