import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE, sessionValue } from '@/lib/session';

// The stand-in sign-in: every visitor becomes a member of tenant "acme". Yours signs a user in.
export function GET(request: NextRequest) {
  const next = request.nextUrl.searchParams.get('next');
  // Only a path of this app: an open redirect would send a user anywhere with our name on it.
  const target = next?.startsWith('/') && !next.startsWith('//') ? next : '/';
  const response = NextResponse.redirect(new URL(target, request.url));
  response.cookies.set(SESSION_COOKIE, sessionValue('acme'), { httpOnly: true, sameSite: 'lax', path: '/' });
  return response;
}
