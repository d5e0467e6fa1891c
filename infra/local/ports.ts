import { createServer } from 'node:net';
import getPort from 'get-port';

/** Fails fast, with the port's name, when a fixed port is taken (say, by an earlier `npm start`). */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  for (const [name, port] of Object.entries(ports)) {
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', () => reject(new Error(`Port ${port} (${name}) is already in use`)));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  }
}

/** Free loopback ports for each of the stack's services (tests run stacks side by side). */
export async function freePorts() {
  const [site, api, dynamodb, s3, cognito] = await Promise.all(
    Array.from({ length: 5 }, () => getPort({ host: '127.0.0.1' })),
  );
  return { site: site!, api: api!, dynamodb: dynamodb!, s3: s3!, cognito: cognito! };
}
