export * from './users';
export * from './learning';
export * from './admin';
export * from './code-lab';
export * from './classes';
export * from './activity';
export * from './gallery';
