import { z } from 'zod';

/** The database the server answers from: the embedded PGlite or a PostgreSQL server. */
export const databaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthSchema = z.object({ database: databaseKindSchema });
export type Health = z.infer<typeof healthSchema>;
