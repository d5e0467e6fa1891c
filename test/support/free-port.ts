import { type AddressInfo, createServer } from 'node:net';

/** A loopback port nothing listens on (the system's pick, released at once). */
export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
