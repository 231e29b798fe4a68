import { screen } from '@testing-library/react';
import { Button } from '../../primitives/Button/Button';
import { renderUi } from '../../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as a heading, the description and the action', async () => {
    const onPress = vi.fn();
    const { user } = renderUi(
      <EmptyState
        title="No partners yet"
        description="Partners you add appear here."
        action={<Button onPress={onPress}>Add partner</Button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No partners yet' })).toBeInTheDocument();
    expect(screen.getByText('Partners you add appear here.')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("shows 'No questions available' as plain text when asked", () => {
    renderUi(<EmptyState title="No questions available" headingLevel={null} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('No questions available').tagName).toBe('P');
  });
});
