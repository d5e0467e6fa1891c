/**
 * Every shell command the README, docs/ and bench/README.md show, and how it is proven to work as shown.
 * test/unit/documented-commands.test.ts fails on a command shown without an entry here, and on an entry no page
 * shows any more. Keys are the command as shown, whitespace collapsed.
 *
 * - `test`: a test (or the test support it runs through) runs the command, or the program behind it;
 * - `workflow`: a GitHub workflow runs it (on AWS or LocalStack, where this machine cannot);
 * - `quickRun`: how to check it in seconds, and what that shows;
 * - `dryForm`: its usage, dry or harmless form, and what that shows;
 * - `byHand`: it needs AWS, a paid service or minutes of the machine; what proves it meanwhile.
 */
export type Proof =
  | { test: string; how: string }
  | { workflow: string; how: string }
  | { quickRun: string }
  | { dryForm: string; how: string }
  | { byHand: string };

/** The Cognito shim in front of LocalStack, started by hand (docs/deploy.md). */
const startShimByHand = `npx tsx -e "import('./infra/local/cognito-shim.ts').then(m => m.startCognitoShim(4567, 'http://localhost.localstack.cloud:4566'))"`;

/** The bench's smoke test: `--smoke` alone, then `--harshness` and `--photos` alone. */
const benchSmoke = 'test/bench/bench-smoke.test.ts';
const singleRowsSmoke =
  'the flag prints what its row of the smoke run measures (bench/single-rows.ts); the test ties each flag to that row and runs `--harshness` alone';

const globalSetup = 'test/support/global-setup.ts';
const startsTheStack =
  'every Jest run starts infra/local/start.ts, the program `npm start` runs, through test/support/start-stack.ts';

export const documentedCommands: Record<string, Proof> = {
  'npm run test:unit': {
    test: 'test/unit/documented-commands.test.ts',
    how: 'it is the `unit` Jest project, which runs this very test with no stack',
  },
  'npm run test:components': {
    test: 'test/components/toasts.test.tsx',
    how: 'it is the `components` Jest project (jsdom, MSW), which runs the files of test/components with no stack',
  },
  'npx jest test/components/<name>.test.tsx': {
    test: 'test/components/toasts.test.tsx',
    how: 'a file under test/components runs in the `components` project, with no stack',
  },
  'npx jest test/unit/<name>.test.ts': {
    test: 'test/unit/documented-commands.test.ts',
    how: 'a file under test/unit runs in the `unit` project, with no stack',
  },
  // Installing and running locally
  'npm install && npm start': { test: globalSetup, how: startsTheStack },
  'npm start': { test: globalSetup, how: startsTheStack },
  'LOG_LEVEL=info npm start': {
    test: 'test/unit/request-log.test.ts',
    how: 'the handlers log at info when LOG_LEVEL=info; infra/local/start.ts keeps a LOG_LEVEL it is given',
  },
  'npm install': {
    workflow: '.github/workflows/localstack.yml',
    how: 'runs npm install --no-save aws-cdk-local',
  },
  'npm ci': { workflow: '.github/workflows/ci.yml', how: 'every CI run starts with npm ci (.ci/run too)' },
  'npx tsx': { quickRun: '`npx tsx -e "console.log(process.version)"` prints v24' },
  'npm run reset': { quickRun: 'prints "Removed <repo>/.local" and the folder is gone' },
  'npm install && npx tsx scripts/complete-lockfile.ts': {
    byHand: 'after changing dependencies; `npm ci` in CI (ci.yml) fails on a lockfile it did not complete',
  },

  // Tests
  'npm test': { workflow: '.github/workflows/ci.yml', how: 'runs npm test on every push and pull request' },
  'npm run typecheck': { workflow: '.github/workflows/ci.yml', how: 'part of `npm test`, which CI runs' },
  'npm run lint': { workflow: '.github/workflows/ci.yml', how: 'part of `npm test`, which CI runs' },
  'npm run format': { quickRun: 'on a clean tree it fixes nothing and leaves `git status` unchanged' },
  'npm run synth': {
    quickRun: "synthesises every stack of the current branch's stage with cdk-nag, and exits 0",
  },
  'npm run build:web': {
    quickRun: 'writes web/dist; `npm run lighthouse` and `npm run stage:deploy` run it first',
  },
  "npx jest --selectProjects local --testPathPatterns 'test/e2e/landing'": {
    quickRun: "the same form with 'test/unit/documented-commands' runs this one suite",
  },
  'npm run screenshots': {
    test: 'test/e2e/every-route.test.ts',
    how: 'runs the same tour (test/support/app-tour.ts) on every route; the script adds only the saving (its README pictures: test/unit/readme-shots.test.ts)',
  },
  'npm run screenshots -- receipts-hub login': {
    byHand: 'about a minute of its own stack; the tour is the one test/e2e/every-route.test.ts runs',
  },
  'npm run demo:record': {
    test: 'test/e2e/landing.test.ts',
    how: 'checks the recorded files the landing page plays (video, poster, captions); recording is by hand',
  },

  // Deploying and stages
  'npm run stage:deploy': { workflow: '.github/workflows/stage.yml', how: 'deploys every pushed branch' },
  'npm run stage:deploy -- --ref feature/x': {
    dryForm: 'npx tsx scripts/stage/name.ts --ref feature/x',
    how: 'prints the stage the ref deploys to (feature-x-<hash>); stage.yml deploys with --ref',
  },
  'npm run stage:outputs -- --stage <name>': {
    test: 'test/support/target.ts',
    how: 'reads the file it writes; a deployed stage is needed to run it',
  },
  'npm run stage:destroy': {
    workflow: '.github/workflows/stage.yml',
    how: 'destroys a branch stage when the branch is deleted; test/unit/empty-bucket.test.ts tests its first step',
  },
  'npm run stage:sweep': { workflow: '.github/workflows/stage-sweep.yml', how: 'runs it nightly' },
  'RECEIPTS_TARGET=stage:<stage> npm run test:target': {
    workflow: '.github/workflows/stage.yml',
    how: 'runs test:target on the same .stages/<stage>/outputs.json, named as outputs:<file>',
  },
  'RECEIPTS_TARGET=outputs:path/to/cdk-outputs.json npm run test:target': {
    workflow: '.github/workflows/stage.yml',
    how: 'runs it on each pushed branch; `npm test` runs the same mode locally (jest.config.js, "outputs file")',
  },
  'npm run test:target': { workflow: '.github/workflows/stage.yml', how: 'runs it on each pushed branch' },
  'RECEIPTS_TARGET=stage:prod npm run test:smoke': {
    workflow: '.github/workflows/prod.yml',
    how: 'runs the smoke tests on prod after its deploy',
  },
  'localstack start -d && npm install --no-save aws-cdk-local': {
    workflow: '.github/workflows/localstack.yml',
    how: 'starts LocalStack and installs cdklocal the same way, on demand',
  },
  'npm run test:localstack': {
    workflow: '.github/workflows/localstack.yml',
    how: 'on demand, with a paid plan',
  },
  [startShimByHand]: {
    test: 'test/integration/token-refresh.test.ts',
    how: 'starts the same shim with startCognitoShim in front of an emulator and refreshes through it',
  },
  'npx cdk bootstrap aws://<account>/<region> --qualifier rcptprod --toolkit-stack-name CDKToolkit-rcptprod':
    {
      byHand:
        "once per account, as an administrator; test/infra/stacks/stage-config.test.ts checks each stage's qualifier",
    },
  'npx cdk bootstrap aws://<account>/<region> --qualifier rcptstage --toolkit-stack-name CDKToolkit-rcptstage':
    {
      byHand:
        "once per account, as an administrator; test/infra/stacks/stage-config.test.ts checks each stage's qualifier",
    },
  'npm run ci-access -- deploy -c githubRepository=<owner>/<repo>': {
    test: 'test/infra/ci-access.test.ts',
    how: 'synthesises the CI access stack it deploys; the deploy itself is once per account, by hand',
  },
  'npm run ci-access': {
    test: 'test/infra/ci-access.test.ts',
    how: 'synthesises the CI access stack it deploys; the deploy itself is once per account, by hand',
  },

  // Accounts and bootstrap (docs/accounts-and-bootstrap.md): once per account, as an administrator
  ...Object.fromEntries(
    [
      'npm run bootstrap:prod -- aws://<prod account>/<region>',
      'npm run bootstrap:prod -- aws://<stages account>/<region>',
      'npm run bootstrap:stages -- aws://<stages account>/<region>',
      'npm run bootstrap:prod -- aws://<account>/<region>',
      'npm run bootstrap:stages -- aws://<account>/<region>',
      'npm run bootstrap:stages -- aws://<account>/<region> --force',
      'npm run bootstrap:prod',
      'npm run bootstrap:stages',
      'cdk bootstrap aws://<account>/<region> --qualifier rcptstage --toolkit-stack-name CDKToolkit-rcptstage --template infra/bootstrap/stage-bootstrap.yaml --cloudformation-execution-policies arn:aws:iam::<account>:policy/receipts-stage-execution --custom-permissions-boundary receipts-stage-boundary',
    ].map((command) => [
      command,
      {
        test: 'test/infra/prod-isolation.test.ts',
        how: "checks the bootstrap arguments these commands build (infra/bootstrap/commands.ts) against the kept template's rules, and evaluates the roles they make",
      },
    ]),
  ),
  ...Object.fromEntries(
    [
      'npm run ci-access -- deploy Receipts-CiAccess -c githubRepository=<owner>/<repo> -c holds=prod',
      'npm run ci-access -- deploy Receipts-StagePolicies -c githubRepository=<owner>/<repo> -c holds=stages',
      'npm run ci-access -- deploy Receipts-CiAccess -c githubRepository=<owner>/<repo> -c holds=stages',
      'npm run ci-access -- deploy Receipts-StagePolicies -c githubRepository=<owner>/<repo>',
      'npm run ci-access -- deploy Receipts-CiAccess -c githubRepository=<owner>/<repo>',
    ].map((command) => [
      command,
      {
        test: 'test/infra/ci-access.test.ts',
        how: 'synthesises the stacks each deploys, for every `holds`; the deploy itself is once per account, by hand',
      },
    ]),
  ),
  'npx cdk bootstrap --show-template': {
    test: 'test/infra/prod-isolation.test.ts',
    how: "compares the kept template with the CLI's own (the output of this command), change by change",
  },

  // Operators' scripts
  'npm run moderator -- <username>': {
    test: 'test/integration/report-moderation.test.ts',
    how: 'runs scripts/moderator.ts on a member of the test stack; without a username it prints its usage',
  },
  'npm run account -- disable <username>': {
    test: 'test/integration/ended-accounts.test.ts',
    how: 'disables through infra/local/account-status.ts, as the script does; without arguments it prints its usage',
  },
  'npm run account -- enable <username>': {
    test: 'test/integration/ended-accounts.test.ts',
    how: 'enables through infra/local/account-status.ts, as the script does',
  },
  'npm run digest': {
    test: 'test/unit/operator-scripts.test.ts',
    how: 'runs scripts/digest.ts against a stopped stack; test/integration/digest.test.ts runs its planner and sender',
  },
  'npm run deliver': {
    test: 'test/unit/operator-scripts.test.ts',
    how: 'runs scripts/deliver.ts against a stopped stack; test/integration/held-delivery.test.ts runs the delivery',
  },
  'npm run deliver -- --all': {
    test: 'test/integration/held-delivery.test.ts',
    how: 'runs the delivery handler with `all`, as the flag does',
  },
  'npm run sweep:unverified': {
    test: 'test/unit/operator-scripts.test.ts',
    how: 'runs scripts/sweep-unverified.ts against a stopped stack; test/integration/unverified-sweep.test.ts runs the sweep',
  },
  'npm run sweep:unverified -- --backfill': {
    test: 'test/integration/unverified-backfill.test.ts',
    how: 'runs the backfill the flag runs first',
  },
  'npm run photos:convert': {
    test: 'test/integration/photo-conversion.test.ts',
    how: 'runs scripts/photo-conversion.ts, the conversion the script runs, on the test stack',
  },
  'npm run photos:convert -- --stage <name>': {
    dryForm: 'npm run photos:convert -- --stage nosuchstage',
    how: 'reads .stages/<name>/outputs.json, and says to run stage:outputs first when it is missing',
  },

  // Benchmarks, Lighthouse and the soak
  'npm run bench': {
    test: benchSmoke,
    how: 'runs bench/run.ts with `--smoke`: every row of this run at its smallest size, to the report',
  },
  'npx tsx bench/run.ts --quick': {
    test: benchSmoke,
    how: '`--smoke` implies `--quick` and shrinks each row further; the same code runs',
  },
  'npx tsx bench/run.ts --smoke': {
    test: benchSmoke,
    how: 'runs it, and asserts each row reached the report',
  },
  'npx tsx bench/run.ts --functions': {
    test: benchSmoke,
    how: "the smoke run's first row is this one (it stops after it); test/unit/lambda-bundles.test.ts checks the bundles",
  },
  'npx tsx bench/run.ts --init': {
    test: benchSmoke,
    how: "the smoke run's init-ratio row is this row (`--init` prints it alone, with no stack)",
  },
  'npm run bench -- --photos': {
    test: benchSmoke,
    how: 'the smoke test runs it with `--smoke`, to its table',
  },
  'npx tsx bench/run.ts --scale': { test: benchSmoke, how: singleRowsSmoke },
  'npx tsx bench/run.ts --dashboard': { test: benchSmoke, how: singleRowsSmoke },
  'npm run bench -- --digest': { test: benchSmoke, how: singleRowsSmoke },
  'npx tsx bench/run.ts --cost': { test: benchSmoke, how: singleRowsSmoke },
  'npm run bench -- --mail': { test: benchSmoke, how: singleRowsSmoke },
  'npx tsx bench/run.ts --send-cost': { test: benchSmoke, how: singleRowsSmoke },
  'npx tsx bench/run.ts --harshness': { test: benchSmoke, how: singleRowsSmoke },
  'npx tsx bench/run.ts --edge': { test: benchSmoke, how: singleRowsSmoke },
  'npx tsx bench/page-js.ts': { quickRun: "after `npm run build:web`, prints the pages' JavaScript table" },
  "npx tsx bench/run.ts --send-throughput --vs <another commit's worktree>": {
    byHand: 'needs a second worktree with `npm ci`, and minutes of two stacks',
  },
  'npx tsx bench/run.ts --emulator-transactions': { byHand: 'minutes of DynamoDB Local at full load' },
  'npx tsx bench/run.ts --guards --quick': { test: benchSmoke, how: singleRowsSmoke },
  'npm run lighthouse': {
    quickRun:
      'LIGHTHOUSE_RUNS=1 takes a few minutes: it builds, serves and measures the three pages, and writes lighthouse-results.json',
  },
  'npm run soak': {
    byHand:
      "20 minutes by default (SOAK_MINUTES); test/unit/gateway-heap.test.ts checks its stack has `npm start`'s flags",
  },
};
