/**
 * The chat's realtime half (issue 14), on PostgreSQL: a generated network of 5,000 students in 125 classes
 * of 40 (one school, five units), each student's socket connected to the product's `/chat` namespace by a
 * client swarm in this process (on loopback, bounded in time). Then a class room of 40 receives messages,
 * one after the other, each sent by one of its students (in turn, under the flood limit): the time from
 * `chatToServer` to each member's `chatToClient`, and to the last of the 40. The same with the sockets
 * spread over two server processes joined by the machine's Redis (the sender on one, half of the room
 * on the other). Beside a bare socket.io server (no Fastify, token nor database: bench/bare-socket-server.ts)
 * in the same run, one process and two through Redis alike. Memory: the server's RSS before and after the
 * sockets connect.
 *
 *   npm run bench:chat
 *
 * Env: BENCH_DATABASE_URL (the PostgreSQL server, as the other benches), REDIS_URL (redis://127.0.0.1:6379),
 * BENCH_CHAT_SOCKETS (5000), BENCH_CHAT_MESSAGES (300), BENCH_CHAT_CONNECT_SECONDS (180: the swarm's bound).
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createThrowawayDb, freePort, spawnTsx, startProduct, stopChild, waitReady, type Child, runBench } from './lib/processes';
import { gitHead, machine, rewriteReadme } from './lib/report';
import { HOST, intEnv, resultsDir, writeReadme } from './lib/settings';
import { generateNetwork } from './users-scenarios';

const SOCKETS = intEnv('BENCH_CHAT_SOCKETS', 5000, 40);
const MESSAGES = intEnv('BENCH_CHAT_MESSAGES', 300, 10);
const CONNECT_SECONDS = intEnv('BENCH_CHAT_CONNECT_SECONDS', 180, 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROOM_SIZE = 40;
/** Sockets opening at once while the swarm connects. */
const CONNECT_BATCH = 100;

interface Member {
  userId: number;
  room: number;
  token: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An access token as the API signs it (HS256; the claims of modules/auth): signing in 5,000 times would measure argon2. */
function accessToken(secret: string, userId: number, version: number): string {
  const now = Math.floor(Date.now() / 1000);
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify({ sub: String(userId), ver: version, jti: randomUUID(), iat: now, exp: now + 8 * 3600 }));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/** The students of the generated classes, each with their class's room, `SOCKETS` of them, whole rooms first. */
async function members(databaseUrl: string, secret: string): Promise<Member[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; ver: number; room: number }>(
      `select u.cod_bse_usuario as id, u.num_versao_token as ver, s.cod_cht_sala as room
       from bse_usuario u join bse_usuario_turma ut on ut.cod_bse_usuario = u.cod_bse_usuario and ut.ind_atual = 'S'
       join cht_sala s on s.cod_bse_turma = ut.cod_bse_turma
       where u.cod_bse_perfil = 6 and u.ind_ativo = 'S'
         and (select count(*) from bse_usuario_turma x where x.cod_bse_turma = ut.cod_bse_turma) >= ${ROOM_SIZE}
       order by s.cod_cht_sala, u.cod_bse_usuario limit ${SOCKETS}`,
    );
    if (rows.length < SOCKETS) throw new Error(`the network has ${rows.length} students in full classes, fewer than ${SOCKETS}`);
    return rows.map((r) => ({ userId: r.id, room: r.room, token: accessToken(secret, r.id, r.ver) }));
  } finally {
    await client.end();
  }
}

interface Swarm {
  sockets: Socket[];
  connectMs: number;
  close(): void;
}

/** Connects one socket per member to `bases[i % bases.length]`, `CONNECT_BATCH` at a time, within `CONNECT_SECONDS`. */
async function connectSwarm(bases: string[], list: Member[], bare: boolean): Promise<Swarm> {
  const started = performance.now();
  const deadline = started + CONNECT_SECONDS * 1000;
  const sockets: Socket[] = [];
  for (let i = 0; i < list.length; i += CONNECT_BATCH) {
    if (performance.now() > deadline) throw new Error(`the swarm connected ${sockets.length} sockets in ${CONNECT_SECONDS} s`);
    const batch = list.slice(i, i + CONNECT_BATCH).map(
      (member, j) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(`${bases[(i + j) % bases.length]}/chat`, {
            auth: bare ? { rooms: [member.room] } : { token: member.token },
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', (error: Error & { data?: unknown }) =>
            reject(new Error(`socket ${i + j}: ${error.message} ${JSON.stringify(error.data)}`)),
          );
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return { sockets, connectMs: performance.now() - started, close: () => sockets.forEach((s) => s.disconnect()) };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface FanOut {
  deliveries: number;
  p50: number;
  p99: number;
  /** The time to the last of the room's members, per message. */
  allP50: number;
  allP99: number;
}

/**
 * `MESSAGES` messages to the first room, one at a time (the next once all members have the last), each
 * from the next member in turn; every member's socket listens.
 */
async function fanOut(swarm: Swarm, list: Member[]): Promise<FanOut> {
  const room = list[0]!.room;
  const inRoom = list.flatMap((member, i) => (member.room === room ? [swarm.sockets[i]!] : []));
  if (inRoom.length !== ROOM_SIZE) throw new Error(`the room has ${inRoom.length} sockets connected, not ${ROOM_SIZE}`);
  const run = randomBytes(3).toString('hex');
  const latencies: number[] = [];
  const lastOfRoom: number[] = [];
  for (let m = 0; m < MESSAGES; m++) {
    const text = `bench ${run} ${m}`;
    const sender = inRoom[m % inRoom.length]!;
    const started = performance.now();
    const arrivals = inRoom.map(
      (socket) =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`message ${m} did not reach every member in 10 s`)), 10_000);
          const listener = (message: { txtMensagem: string }) => {
            if (message.txtMensagem !== text) return;
            clearTimeout(timer);
            socket.off('chatToClient', listener);
            resolve(performance.now() - started);
          };
          socket.on('chatToClient', listener);
        }),
    );
    const ack = (await sender.timeout(10_000).emitWithAck('chatToServer', { sala: room, conteudo: text })) as {
      ok: boolean;
      error?: unknown;
    };
    if (!ack.ok) throw new Error(`message ${m} refused: ${JSON.stringify(ack.error)}`);
    const times = await Promise.all(arrivals);
    latencies.push(...times);
    lastOfRoom.push(Math.max(...times));
  }
  return {
    deliveries: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    allP50: percentile(lastOfRoom, 50),
    allP99: percentile(lastOfRoom, 99),
  };
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

interface Scenario {
  name: string;
  processes: number;
  connectS: number;
  rssBeforeMb: number[];
  rssAfterMb: number[];
  kbPerSocket: number;
  fan: FanOut;
}

async function scenario(name: string, servers: Child[], bases: string[], list: Member[], bare: boolean): Promise<Scenario> {
  const before = servers.map((s) => rssMb(s.proc.pid!));
  const swarm = await connectSwarm(bases, list, bare);
  try {
    const after = servers.map((s) => rssMb(s.proc.pid!));
    const grown = after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0);
    const fan = await fanOut(swarm, list);
    const result: Scenario = {
      name,
      processes: servers.length,
      connectS: swarm.connectMs / 1000,
      rssBeforeMb: before,
      rssAfterMb: after,
      kbPerSocket: (grown * 1024) / list.length,
      fan,
    };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    swarm.close();
  }
}

async function startBareSocket(redisPrefix?: string): Promise<{ base: string; child: Child }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST };
  if (redisPrefix) Object.assign(env, { REDIS_URL, REDIS_PREFIX: redisPrefix });
  else delete env.REDIS_URL;
  const child = spawnTsx(`bare socket.io${redisPrefix ? ' (Redis)' : ''}`, path.join('bench', 'bare-socket-server.ts'), env);
  const base = `http://${HOST}:${port}`;
  await waitReady(child, base);
  return { base, child };
}

async function main(): Promise<void> {
  const databaseUrl = await createThrowawayDb();
  console.log(`generating ${SOCKETS} students in classes of ${ROOM_SIZE}…`);
  const classes = Math.ceil(SOCKETS / ROOM_SIZE);
  const generated = await generateNetwork({
    ...process.env,
    DATABASE_URL: databaseUrl,
    NETWORK_SCHOOLS: '1',
    NETWORK_UNITS_PER_SCHOOL: '5',
    NETWORK_CLASSES_PER_UNIT: String(Math.ceil(classes / 5)),
    NETWORK_STUDENTS_PER_CLASS: String(ROOM_SIZE),
    NETWORK_TEACHERS_PER_UNIT: String(Math.ceil(classes / 10)),
  });
  console.log(`network: ${generated.users} users, ${generated.classes} classes (${generated.ms} ms)`);
  const secret = randomBytes(48).toString('base64url');
  const list = await members(databaseUrl, secret);
  const productEnv = { JWT_SECRET: secret, SEED_DEMO: 'false' };
  const results: Scenario[] = [];

  const bare = await startBareSocket();
  results.push(await scenario('bare socket.io, one process', [bare.child], [bare.base], list, true));
  await stopChild(bare.child);

  const one = await startProduct(databaseUrl, productEnv);
  results.push(await scenario('product, one process', [one.child], [one.base], list, false));
  await stopChild(one.child);

  const barePrefix = `bench-bare-${randomBytes(4).toString('hex')}`;
  const bareTwo = await Promise.all([startBareSocket(barePrefix), startBareSocket(barePrefix)]);
  results.push(
    await scenario(
      'bare socket.io, two processes + Redis',
      bareTwo.map((s) => s.child),
      bareTwo.map((s) => s.base),
      list,
      true,
    ),
  );
  await Promise.all(bareTwo.map((s) => stopChild(s.child)));

  const redisEnv = { ...productEnv, REDIS_URL, REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}` };
  const two = await Promise.all([startProduct(databaseUrl, redisEnv), startProduct(databaseUrl, redisEnv)]);
  results.push(
    await scenario(
      'product, two processes + Redis',
      two.map((s) => s.child),
      two.map((s) => s.base),
      list,
      false,
    ),
  );

  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, `chat-${date}.json`),
    JSON.stringify({ date, commit: gitHead(), machine: machine(), results }, null, 2),
  );
  const f = (n: number, digits = 1) => n.toFixed(digits);
  const table = [
    `Run of ${date} at \`${gitHead()}\` (${machine()}); ${SOCKETS} sockets, ${MESSAGES} messages to a room of ${ROOM_SIZE} (${MESSAGES * ROOM_SIZE} deliveries).`,
    '',
    '| Server | Connect all | RSS before → after (MB) | Per socket | Delivery p50 / p99 | All 40 reached p50 / p99 |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${f(r.connectS)} s | ${r.rssBeforeMb.map((m) => f(m, 0)).join(' + ')} → ${r.rssAfterMb.map((m) => f(m, 0)).join(' + ')} | ${f(r.kbPerSocket)} KB | ${f(r.fan.p50)} / ${f(r.fan.p99)} ms | ${f(r.fan.allP50)} / ${f(r.fan.allP99)} ms |`,
    ),
  ].join('\n');
  console.log(`\n${table}`);
  if (writeReadme) rewriteReadme(table, 'chat');
}

await runBench(main);
