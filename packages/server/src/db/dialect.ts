/** The two databases Herald runs on; a migration writes the SQL each needs where they differ. */
export type Dialect = 'sqlite' | 'postgres';
