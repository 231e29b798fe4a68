import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { TextField } from '../TextField/TextField';
import { FormActions, FormErrorSummary, FormLayout } from './FormLayout';

describe('FormLayout', () => {
  it('stacks fields and actions', () => {
    renderUi(
      <FormLayout>
        <TextField label="Email" />
        <FormActions align="end">
          <button type="submit">Submit</button>
        </FormActions>
      </FormLayout>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' }).parentElement).toHaveAttribute('data-align', 'end');
  });

  it('summarises errors, takes focus, and links to the fields', async () => {
    const { user } = renderUi(
      <FormLayout>
        <FormErrorSummary errors={[{ fieldId: 'email', message: 'Enter your e-mail' }]} />
        <TextField id="email" label="Email" isInvalid errorMessage="Enter your e-mail" />
      </FormLayout>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please correct the following:');
    expect(alert.parentElement).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Enter your e-mail' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = renderUi(<FormErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
