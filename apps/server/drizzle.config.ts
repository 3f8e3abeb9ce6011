/** drizzle-kit configuration: generates SQL migrations from src/db/schema.ts into src/db/migrations. */
export default {
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
};
