import { describe, expect, it } from 'vitest';
import { CALL_ROLES, canCall } from './roles.ts';

describe('canCall', () => {
  it('allows a role of the call set, through user_role or all_roles', () => {
    expect(canCall('financeTaskCount', 'finance_user')).toBe(true);
    expect(canCall('financeTaskCount', 'project_manager')).toBe(false);
    expect(canCall('financeTaskCount', 'project_manager', ['coordinator', 'finance_user'])).toBe(true);
    expect(canCall('warehouse', null)).toBe(false);
  });

  it('keeps the invoice review with finance_user only (operations §6)', () => {
    expect(CALL_ROLES.invoiceRequestReview).toEqual(['finance_user']);
  });
});
