import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@partner-portal/ui/overlays';
import { Button } from '@partner-portal/ui/primitives';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ticketActionLabels } from '../labels.ts';
import { ticketMessages as m } from '../messages.ts';
import { isSlaRunning } from '../sla.ts';
import type { TicketRow } from '../types.ts';

/** What a ticket row's menu can ask for. */
export type TicketRowAction =
  'assign' | 'schedule' | 'hold' | 'escalate' | 'copy_report_link' | 'copy_survey_link';

const TRANSITIONS = ['assign', 'schedule', 'hold'] as const;

/** Props of {@link TicketRowActions}. */
export interface TicketRowActionsProps {
  /** The row: its number names the menu button, its status and `allowedActions` decide the items. */
  ticket: Pick<TicketRow, 'ticketNumber' | 'status' | 'allowedActions'>;
  /** Called with the chosen item; the parent opens the dialog or copies the link. */
  onAction: (action: TicketRowAction) => void;
  /** Offers 'Escalate'. Default: while the ticket is open (not completed, QC passed, closed or cancelled). */
  canEscalate?: boolean;
  /** Offers the two 'Copy … link' items. Default true. */
  canCopyLinks?: boolean;
}

/**
 * The actions menu of one ticket row, a button named 'Actions for TKT-260017': 'Assign partner',
 * 'Schedule visit' and 'Put on hold' when the server allows them (`allowedActions`), 'Escalate',
 * then 'Copy service call report link' and 'Copy survey link'. Keyboard: Enter or ArrowDown opens,
 * arrows move, Enter chooses, Escape closes and returns focus to the button.
 */
export function TicketRowActions({
  ticket,
  onAction,
  canEscalate,
  canCopyLinks = true,
}: TicketRowActionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const transitions = TRANSITIONS.filter((action) => ticket.allowedActions.includes(action));
  const escalate = canEscalate ?? isSlaRunning(ticket.status);
  const hasFirstGroup = transitions.length > 0 || escalate;
  return (
    <MenuTrigger>
      <Button size="sm" variant="quiet" aria-label={t(m.rowActions, { number: ticket.ticketNumber })}>
        …
      </Button>
      <Menu placement="bottom end" onAction={(key: Key) => onAction(key as TicketRowAction)}>
        {transitions.map((action) => (
          <MenuItem key={action} id={action}>
            {t(ticketActionLabels[action])}
          </MenuItem>
        ))}
        {escalate ? <MenuItem id="escalate">{t(m.actionEscalate)}</MenuItem> : null}
        {hasFirstGroup && canCopyLinks ? <MenuSeparator /> : null}
        {canCopyLinks ? <MenuItem id="copy_report_link">{t(m.actionCopyReportLink)}</MenuItem> : null}
        {canCopyLinks ? <MenuItem id="copy_survey_link">{t(m.actionCopySurveyLink)}</MenuItem> : null}
      </Menu>
    </MenuTrigger>
  );
}
