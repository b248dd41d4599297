import { describe, expect, it } from 'vitest';
import { findTool, libpqConnection } from './postgres-tools';

describe("PostgreSQL's programs", () => {
  it('are taken when new enough, and refused in Portuguese when older than the server', async () => {
    const found = await findTool('pg_dump', 10, 'o servidor PostgreSQL (versão 10)');
    expect(found.major).toBeGreaterThanOrEqual(10);
    await expect(findTool('pg_dump', 99, 'o servidor PostgreSQL (versão 99.1)')).rejects.toThrow(
      new RegExp(
        `^O pg_dump desta máquina é da versão ${found.major}\\.\\d+, mais antiga que o servidor PostgreSQL \\(versão 99\\.1\\): ` +
          'instale o cliente do PostgreSQL 99 ou mais novo \\(no Debian: apt-get install postgresql-client-99\\)\\.$',
      ),
    );
  });

  it('get the password through the environment, never on their command line', () => {
    expect(libpqConnection('postgres://portal:s%40gredo@db.local:5433/escola?sslmode=require')).toEqual({
      dbname: 'postgres://portal@db.local:5433/escola?sslmode=require',
      env: { PGPASSWORD: 's@gredo' },
    });
    expect(libpqConnection('postgres://postgres@127.0.0.1:5432/x')).toEqual({ dbname: 'postgres://postgres@127.0.0.1:5432/x', env: {} });
  });
});
