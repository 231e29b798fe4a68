import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Harness({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="Ticket sections">
        <Tab id="details">Details</Tab>
        <Tab id="tasks">Tasks</Tab>
        <Tab id="billing" isDisabled>
          Billing
        </Tab>
      </TabList>
      <TabPanel id="details">Details panel</TabPanel>
      <TabPanel id="tasks">Tasks panel</TabPanel>
      <TabPanel id="billing">Billing panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves and selects with the arrow keys and skips disabled tabs', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderUi(<Harness onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Ticket sections' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Details panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tasks' })).toHaveTextContent('Tasks panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('tasks');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('mirrors arrows in Arabic', async () => {
    const { user } = renderUi(<Harness />, { locale: 'ar' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveFocus();
  });
});
