import type { LoginRequest, LoginResponse } from './dto';
import { http } from './http';

/** POST /login → jwttoken. Made without a session, so a 401 here is a wrong password, not an expiry. */
export function login(credentials: LoginRequest, signal?: AbortSignal): Promise<LoginResponse> {
  return http<LoginResponse>('/login', { method: 'POST', json: credentials, auth: false, signal });
}
