/**
 * Path of the account-deletion request. The spec leaves the method and path open ("its method and
 * path are not shown", access §7, operations §7 'Other'); this server chooses
 * `POST /partner/account-deletion-request/`.
 */
export const ACCOUNT_DELETION_PATH = '/partner/account-deletion-request/';
