export { LiveAnnouncerSweeper } from './LiveAnnouncerSweeper';
