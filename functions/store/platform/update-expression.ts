/**
 * Builds a DynamoDB `SET` update from dotted paths (`publicCategories.Work`) to values,
 * with every name and value bound as a placeholder.
 */
export function setExpression(fields: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const assignments = Object.entries(fields).map(([path, value], i) => {
    const placeholders = path.split('.').map((segment, j) => {
      const name = `#f${i}_${j}`;
      names[name] = segment;
      return name;
    });
    values[`:v${i}`] = value;
    return `${placeholders.join('.')} = :v${i}`;
  });
  return {
    UpdateExpression: `SET ${assignments.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * The dotted paths of a patch, for `setExpression`: a value under one of `maps` sets that map's keys one by
 * one (a key left out keeps its stored value), any other value is set whole, and `undefined` sets nothing.
 */
export function patchPaths<T extends object>(patch: T, maps: readonly (keyof T & string)[]) {
  const paths: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!(maps as readonly string[]).includes(field)) paths[field] = value;
    else
      for (const [key, inner] of Object.entries(value as object))
        if (inner !== undefined) paths[`${field}.${key}`] = inner;
  }
  return paths;
}
