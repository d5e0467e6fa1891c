/** Choosing the selected value again clears it (SPEC §4). */
export const toggledSingle = <T extends string>(current: T | '' | undefined, value: T): T | '' =>
  current === value ? '' : value;

/** Adds or removes one value of a multi-choice group (SPEC §4). */
export const toggledMulti = <T extends string>(current: readonly T[] | undefined, value: T): T[] =>
  current?.includes(value) ? current.filter((v) => v !== value) : [...(current ?? []), value];
