/** `npm run reset`: forgets every local account, profile and receipt. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.cwd(), '.local');
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}`);
