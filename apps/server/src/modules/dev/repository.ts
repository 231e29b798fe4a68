import type { Db } from '../../db/index.ts';
import { likeLiteral } from '../../inputSafety.ts';

/** A seeded demo account as the dev listing shows it (never its password). */
export interface DemoUser {
  email: string;
  user_role: string;
  all_roles: string[];
  status: string;
}

/** The accounts whose e-mail is on `domain`, in the order they were created. */
export async function listUsersOnDomain(db: Db, domain: string): Promise<DemoUser[]> {
  return db.query<DemoUser>(
    'SELECT email, user_role, all_roles, status FROM users WHERE email LIKE $1 ORDER BY id',
    [`%@${likeLiteral(domain)}`],
  );
}
