import type { Operation } from '../../http/api-handler';
import { readDashboard } from '../../store/dashboard/dashboard';

/** The caller's growth figures, from the aggregates the stream keeps (store/dashboard/dashboard.ts). */
export const getDashboard: Operation<'getDashboard'> = async ({ caller }) =>
  readDashboard(caller.userId, new Date());
