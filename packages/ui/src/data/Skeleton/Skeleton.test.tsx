import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('hides placeholders from assistive technology inside a labelled busy group', () => {
    const { container } = renderUi(
      <SkeletonGroup label="Loading partners">
        <Skeleton lines={3} />
        <Skeleton variant="circle" />
      </SkeletonGroup>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading partners');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    const skeletons = container.querySelectorAll('[data-variant]');
    expect(skeletons).toHaveLength(2);
    skeletons.forEach((node) => expect(node.closest('[aria-hidden="true"]')).not.toBeNull());
    expect(skeletons[0]?.children).toHaveLength(3);
  });

  it("defaults the group's label to 'Loading'", () => {
    renderUi(
      <SkeletonGroup>
        <Skeleton variant="block" />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
