export { NotAuthorizedScreen, NotFoundScreen, ServerErrorScreen } from '../errors/ErrorScreens.tsx';
export type {
  ErrorScreenProps,
  NotAuthorizedScreenProps,
  ServerErrorScreenProps,
} from '../errors/ErrorScreens.tsx';
export { errorMessages } from '../errors/messages.ts';
export { UserInfoAlert } from '../errors/UserInfoAlert.tsx';
export type { UserInfoAlertProps } from '../errors/UserInfoAlert.tsx';
