import { storage } from '@partner-portal/api/storage';
import type { RouteEntry } from '../config/routes.ts';

/**
 * A signed-out visitor opened a route the table marks `remember` (rate/{rateId}, partner-plans):
 * keep the rate id or the plans flag, so sign-in sends the allowed roles there (access §3 "rateId and
 * partnerPlans (remembered while logged out)", §4 'Already signed in'). Only a plain id is kept:
 * storage validates the id, and one it would not read back is not stored.
 */
export function rememberPlanTarget(
  route: RouteEntry,
  params: Readonly<Record<string, string | undefined>>,
): void {
  if (route.remember === 'partnerPlans') storage.set('partnerPlans', true);
  if (route.remember === 'rateId') {
    const rateId = params.rateId;
    if (!rateId) return;
    storage.set('rateId', rateId);
    if (storage.get('rateId') !== rateId) storage.remove('rateId');
  }
}

/**
 * The remembered route has been reached by a user allowed there: forget it, so later sign-ins land
 * by role (access §6).
 */
export function forgetPlanTarget(route: RouteEntry): void {
  if (route.remember === 'partnerPlans') storage.set('partnerPlans', false);
  if (route.remember === 'rateId') storage.remove('rateId');
}
