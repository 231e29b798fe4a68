import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('is one link named by its heading when given href', async () => {
    const onPress = vi.fn();
    const { user } = renderUi(
      <Card
        heading="Partner Management"
        description="Partner records, profiles, tickets, payments"
        href="/signin"
        onPress={onPress}
      />,
    );
    const link = screen.getByRole('link', { name: 'Partner Management' });
    expect(link).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('heading', { level: 2, name: 'Partner Management' })).toContainElement(link);
    expect(screen.getByText('Partner records, profiles, tickets, payments')).toBeInTheDocument();
    await user.tab();
    expect(link).toHaveFocus();
    await user.click(link);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is static without href', () => {
    renderUi(
      <Card heading="Districts Map" headingLevel={3} footer={<span>footer</span>}>
        body
      </Card>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Districts Map' })).toBeInTheDocument();
    expect(screen.getByText('footer')).toBeInTheDocument();
  });

  it('marks external cards', () => {
    renderUi(<Card heading="Engineer Mobile App" href="https://apps.apple.com" isExternal />);
    expect(screen.getByRole('link', { name: 'Engineer Mobile App (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
