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
