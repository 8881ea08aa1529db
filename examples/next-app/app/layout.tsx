import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import '@socialkit/react/styles.css';
import './globals.css';
import { Providers } from './providers';

export const metadata: Metadata = { title: 'Acme dashboard · social accounts' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="bar">
          <strong>Acme</strong>
          <nav aria-label="Main">
            <Link href="/">Dashboard</Link>
            <Link href="/admin">Networks</Link>
          </nav>
        </header>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
