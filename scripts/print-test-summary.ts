/** Prints CI's closing line, `tests: N passed, N failed`, from Jest's JSON results (all projects summed). */
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.jest-results.json';
if (!existsSync(file)) {
  console.log('tests: 0 passed, 1 failed');
  process.exit(0);
}
const results = JSON.parse(readFileSync(file, 'utf8')) as {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
};
const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
console.log(`tests: ${results.numPassedTests} passed, ${failed} failed`);
