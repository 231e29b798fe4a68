import { Button, Text } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { vars } from '@partner-portal/ui/theme';
import { ticketMessages as m } from '../messages.ts';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** Props of {@link BulkAssignBar}. */
export interface BulkAssignBarProps {
  /** Number of selected rows. */
  count: number;
  /** Opens the assign dialog for the selection. */
  onAssign: () => void;
}

/**
 * The ticket list's toolbar piece for bulk assignment: '{count} selected' (a polite status) and an
 * 'Assign partner' button, disabled while nothing is selected.
 */
export function BulkAssignBar({ count, onAssign }: BulkAssignBarProps) {
  const t = useIntl().formatMessage;
  return (
    <Bar>
      <Text tone="muted" size="sm" elementType="span">
        <span role="status">{count > 0 ? t(m.selectedCount, { count }) : ''}</span>
      </Text>
      <Button variant="primary" size="sm" isDisabled={count === 0} onPress={onAssign}>
        {t(m.actionAssign)}
      </Button>
    </Bar>
  );
}
