import { table } from './table';

/**
 * Runs a one-off upkeep of the table (a replay, a recount) once: a marker item says it was done, when (`at`)
 * and what `run` returned (`count`). Null when it had been done.
 */
export async function oncePerTable(
  marker: { PK: string; SK: string },
  names: { at: string; count: string },
  run: () => Promise<number>,
): Promise<number | null> {
  if (await table.get({ Key: marker, ConsistentRead: true })) return null;
  const done = await run();
  await table.put({
    Item: { ...marker, entity: 'marker', [names.at]: new Date().toISOString(), [names.count]: done },
  });
  return done;
}
