import { z } from 'zod';

/*
 * `/admin` (DECISIONS.md "/admin"; issue 15): the Master's system page. Everything an installation's IT
 * person checks at a glance: what runs, on which database, whether its neighbours answer, and who
 * signed in or was locked out lately.
 */

const Health = z.object({
  /** `null`: not configured (Redis without REDIS_URL). */
  ok: z.boolean().nullable(),
  latenciaMs: z.number().nullable(),
  detalhe: z.string().nullable(),
});

export const AdminProcessDto = z.object({
  pid: z.number().int(),
  host: z.string(),
  iniciadoEm: z.string(),
  memoriaMb: z.number(),
  socketsChat: z.number().int(),
  /** The process that answered this request. */
  atual: z.boolean(),
});
export type AdminProcessDto = z.infer<typeof AdminProcessDto>;

export const AdminLockoutDto = z.object({ cstLogin: z.string(), datAcesso: z.string(), txtObservacao: z.string().nullable() });

export const AdminSystemDto = z
  .object({
    versao: z.string(),
    node: z.string(),
    banco: z.object({ tipo: z.enum(['pglite', 'postgres']), versao: z.string(), tamanhoBytes: z.number() }),
    migracoes: z.object({ aplicadas: z.number().int(), ultima: z.string().nullable(), aplicadaEm: z.string().nullable() }),
    tabelas: z.array(z.object({ nome: z.string(), linhas: z.number().int() })),
    saude: z.object({ banco: Health, redis: Health, cep: Health }),
    processos: z.array(AdminProcessDto),
    /** The last `npm run backup`, when one was recorded. */
    ultimoBackup: z.object({ datBackup: z.string(), txtArquivo: z.string(), numBytes: z.number() }).nullable(),
    acessos24h: z.object({
      entradas: z.number().int(),
      falhas: z.number().int(),
      bloqueios: z.number().int(),
      ultimosBloqueios: z.array(AdminLockoutDto),
    }),
  })
  .meta({ id: 'AdminSystemDto' });
export type AdminSystemDto = z.infer<typeof AdminSystemDto>;
