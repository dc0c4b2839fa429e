// The root layout of a team's Next.js App Router app: a server component.
import type { ReactNode } from 'react';

export const metadata = { title: 'Kit host on Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
