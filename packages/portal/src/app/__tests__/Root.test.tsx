import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Link } from '@vool/ui/Link';
import { renderWithProviders, testSite } from '../../test/render.tsx';
import { Root } from '../Root.tsx';

function Footer() {
  return (
    <>
      <Link href="tel:+358942415500">Phone</Link>
      <Link href="mailto:help@aurora.example">Email</Link>
      <Link href="https://www.aurora.example/privacy">Privacy</Link>
      <Link href="/accessibility">Accessibility</Link>
    </>
  );
}

test('links to other sites keep their address; our own paths go through the router', () => {
  const router = createMemoryRouter(
    [{ element: <Root />, children: [{ path: 'auth/signin', element: <Footer /> }] }],
    { initialEntries: ['/auth/signin'] },
  );
  renderWithProviders(<RouterProvider router={router} />, {
    site: testSite({ features: ['sign-in-telia'] }),
  });

  expect(screen.getByRole('link', { name: 'Phone' })).toHaveAttribute('href', 'tel:+358942415500');
  expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:help@aurora.example');
  expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
    'href',
    'https://www.aurora.example/privacy',
  );
  expect(screen.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
});
