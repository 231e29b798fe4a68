import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PrivacyPolicy } from './PrivacyPolicy.tsx';
import { TermsAndConditions } from './TermsAndConditions.tsx';

const CONTACT = {
  grievanceOfficerEmail: 'grievance@example.in',
  registeredOffice: 'Pune, Maharashtra, India',
};

describe('PrivacyPolicy', () => {
  it('is an article named by its title with the last-updated date and the sections', () => {
    renderWithProviders(<PrivacyPolicy accountDeletionHref="/account-deletion" contact={CONTACT} />);
    const article = screen.getByRole('article', { name: 'Privacy Policy' });
    expect(within(article).getByText('Last updated: September 10, 2019')).toBeInTheDocument();
    const headings = within(article)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'What we collect',
      'How we use it',
      'Who sees it',
      'How we protect it',
      'How long we keep it',
      'Your choices and account deletion',
      'Changes to this policy',
      'Governing law',
      'Grievance Officer and contact',
    ]);
    const collected = within(screen.getByRole('region', { name: 'What we collect' })).getAllByRole(
      'listitem',
    );
    expect(collected.map((item) => item.textContent?.split(':')[0])).toEqual([
      'Contact details',
      'Identity (KYC) documents',
      'Location',
      'Attendance',
      'Work records',
      'Technical data',
    ]);
    expect(screen.getByText(/PAN and Aadhaar numbers/)).toBeInTheDocument();
    expect(screen.getByText(/courts of Maharashtra/)).toBeInTheDocument();
  });

  it('links the account deletion page and the Grievance Officer, and names the registered office', () => {
    renderWithProviders(<PrivacyPolicy accountDeletionHref="/account-deletion" contact={CONTACT} />);
    expect(screen.getByRole('link', { name: 'Request account deletion' })).toHaveAttribute(
      'href',
      '/account-deletion',
    );
    expect(screen.getByRole('link', { name: 'grievance@example.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@example.in',
    );
    expect(screen.getByText('Registered office: Pune, Maharashtra, India')).toBeInTheDocument();
  });

  it('says where to write when the operator configured no contact', () => {
    renderWithProviders(<PrivacyPolicy accountDeletionHref="/account-deletion" />);
    expect(
      screen.getByText(
        'Write to the Grievance Officer through the contact details the operator of this portal gave you.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The operator of this portal is a company with its registered office in India.'),
    ).toBeInTheDocument();
  });
});

describe('TermsAndConditions', () => {
  it('has its sections, Indian law and links to the privacy policy and account deletion', () => {
    renderWithProviders(
      <TermsAndConditions privacyPolicyHref="/privacy-policy" accountDeletionHref="/account-deletion" />,
    );
    const article = screen.getByRole('article', { name: 'Terms and Conditions' });
    expect(within(article).getByText('Last updated: September 10, 2019')).toBeInTheDocument();
    expect(within(article).getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(screen.getByText(/governed by the laws of India/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Request account deletion' })).toHaveAttribute(
      'href',
      '/account-deletion',
    );
  });

  it('formats the date in the reader’s language', () => {
    renderWithProviders(
      <TermsAndConditions privacyPolicyHref="/privacy-policy" accountDeletionHref="/account-deletion" />,
      { locale: 'fr' },
    );
    expect(screen.getByText(/10 septembre 2019/)).toBeInTheDocument();
  });
});
