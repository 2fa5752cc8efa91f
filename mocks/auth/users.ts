import type { DbUser } from '../db/core/types';

export const ROLE_ADMINISTRADOR = 'ROLE_ADMINISTRADOR';
export const ROLE_COMPRADOR = 'ROLE_COMPRADOR';

/** The demo logins (listed in the README). Both belong to the same buying company. */
export const DEMO_USERS: DbUser[] = [
  { sub: '1001', username: 'comprador', password: 'comprador123', nome: 'Ana Comprador', authorities: [ROLE_COMPRADOR], idComprador: 1 },
  { sub: '1002', username: 'admin', password: 'admin123', nome: 'Bruno Administrador', authorities: [ROLE_COMPRADOR, ROLE_ADMINISTRADOR], idComprador: 1 },
];
