export * from './users';
export * from './learning';
export * from './admin';
