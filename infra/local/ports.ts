import { createServer } from 'node:net';

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
