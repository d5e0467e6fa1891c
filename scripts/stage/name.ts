import { stageArgs } from './args';

/** Prints the stage of `--ref`/`--stage` (workflows write it to $GITHUB_OUTPUT). */
console.log(stageArgs().stage);
