import { PROFILE } from '@portal/shared/common/profiles';
import type { Tx } from '../../db/client';
import { chtLeitura, chtMensagem } from '../../db/schema';
import type { HistoryContext, Person } from './context';
import { later } from './days';
import { Random } from './random';

/** A line of a class room's conversation: by its Professor (T) or one of its students (S). `{prof}`: how the students call the Professor. */
type ClassLine = ['T' | 'S', string];
/** A line of a unit's staff room: by its Diretor (D), a Coordenador (C) or a Professor (P). */
type StaffLine = ['D' | 'C' | 'P', string];

const CLASS_TALK: ClassLine[][] = [
  [
    ['T', 'Bom dia, turma! Amanhã tem aula no laboratório de ciências. Tragam o caderno. 🔬'],
    ['S', 'Bom dia, {prof}! Precisa trazer jaleco?'],
    ['T', 'Não precisa, o laboratório tem.'],
    ['S', 'Oba! 😄'],
  ],
  [
    ['S', 'Alguém sabe até quando é a entrega da avaliação?'],
    ['S', 'Está no calendário do portal, nas entregas.'],
    ['T', 'Isso! Quem tiver dúvida pode perguntar aqui.'],
  ],
  [
    ['T', 'Lembrete: a trilha de Ciências tem jogos no capítulo Os Seres Vivos.'],
    ['S', 'Já joguei o quiz, é muito legal!'],
    ['S', 'Fiquei com três estrelas no labirinto ⭐⭐⭐'],
    ['T', 'Parabéns! 👏'],
  ],
  [
    ['S', '{Prof}, o que é mesmo fotossíntese?'],
    ['T', 'É como a planta produz o próprio alimento com a luz do Sol, a água e o gás carbônico.'],
    ['S', 'Ah, entendi. Valeu!'],
  ],
  [
    ['T', 'As notas da última avaliação já estão no portal.'],
    ['S', 'Tirei 9,5! 🎉'],
    ['S', 'Eu errei a questão discursiva 😕'],
    ['T', 'Vamos revisar juntos na próxima aula.'],
  ],
  [
    ['S', 'Alguém vai no grupo de estudos na biblioteca?'],
    ['S', 'Eu vou!'],
    ['S', 'Eu também, depois do almoço.'],
  ],
  [
    ['T', 'Não esqueçam de trazer material reciclável para a maquete.'],
    ['S', 'Pode ser caixa de leite?'],
    ['T', 'Pode sim, bem lavada.'],
  ],
  [
    ['S', 'Bom dia! Hoje tem educação física?'],
    ['S', 'Tem, na quadra coberta.'],
  ],
  [
    ['T', 'Ótimo trabalho hoje em sala, turma. Até amanhã! 👋'],
    ['S', 'Até amanhã, {prof}!'],
  ],
  [
    ['S', 'Vocês viram a notícia do planetário no portal?'],
    ['S', 'Vi! Quero ir de novo.'],
    ['T', 'Quem sabe no próximo semestre 😉'],
  ],
  [
    ['T', 'Para casa: exercícios 1 a 3 da página 42 do livro.'],
    ['S', 'É para entregar amanhã?'],
    ['T', 'Na segunda-feira.'],
  ],
  [
    ['S', 'Qual é o maior planeta mesmo?'],
    ['S', 'Júpiter!'],
    ['S', 'E o dos anéis mais bonitos é Saturno 🪐'],
  ],
];

const STAFF_TALK: StaffLine[][] = [
  [
    ['D', 'Bom dia, equipe! O conselho de classe já está no calendário.'],
    ['P', 'Obrigado, já anotei.'],
    ['C', 'Mando a pauta até quinta.'],
  ],
  [
    ['P', 'Alguém sabe onde está a chave do laboratório de ciências?'],
    ['C', 'Está na secretaria.'],
  ],
  [
    ['D', 'Lembrete: as notas do bimestre vão até sexta.'],
    ['P', 'As minhas já estão lançadas no portal.'],
  ],
];

/** How a class's students call its Professor. */
const titleOf = (teacher: Person) => (teacher.name.split(' ')[0]!.endsWith('a') ? 'professora' : 'professor');

/** The messages of each room its members have not read yet. */
const UNREAD = 3;

interface Message {
  room: number;
  by: number;
  text: string;
  at: Date;
}

/**
 * The chat (`cht_mensagem`, `cht_leitura`): a week of talk in each class room (its Professor and its
 * students; a couple of conversations a school day, now and then one at the weekend) and a few lines in
 * each unit's staff room. Each member has read all but the room's last three messages (those of others show unread).
 */
export async function seedChat(tx: Tx, ctx: HistoryContext): Promise<number> {
  const random = new Random('chat');
  const { days } = ctx;
  const week = Array.from({ length: 7 }, (_, i) => days.fromToday(i - 7));
  const messages: Message[] = [];
  const members = new Map<number, Person[]>();

  for (const cls of ctx.classes) {
    const teacher = cls.teachers[0];
    if (!teacher || cls.students.length < 2) continue;
    members.set(cls.chatRoomId, [...cls.teachers, ...cls.students]);
    const title = titleOf(teacher);
    const talks = random.shuffle(CLASS_TALK);
    let next = 0;
    for (const day of week) {
      const count = days.isSchoolDay(day) ? 2 : random.chance(0.4) ? 1 : 0;
      for (let c = 0; c < count; c += 1) {
        const talk = talks[next % talks.length]!;
        next += 1;
        let at = days.at(day, c === 0 ? random.int(8, 12) : random.int(14, 20), random.int(0, 59));
        let last: Person | undefined;
        for (const [role, text] of talk) {
          const others = cls.students.filter((s) => s !== last);
          const by = role === 'T' ? teacher : random.pick(others);
          last = by;
          const line = text.replaceAll('{prof}', title).replaceAll('{Prof}', title[0]!.toUpperCase() + title.slice(1));
          messages.push({ room: cls.chatRoomId, by: by.id, text: line, at });
          at = later(at, random.int(1, 6));
        }
      }
    }
  }

  for (const unit of ctx.units) {
    const staff = ctx.people.filter(
      (p) => p.unitId === unit.id && ([PROFILE.DIRETOR, PROFILE.COORDENADOR, PROFILE.PROFESSOR] as number[]).includes(p.profile),
    );
    const diretor = staff.find((p) => p.profile === PROFILE.DIRETOR);
    if (!diretor) continue;
    members.set(unit.chatRoomId, staff);
    const role = {
      D: diretor,
      C: staff.find((p) => p.profile === PROFILE.COORDENADOR) ?? diretor,
      P: staff.find((p) => p.profile === PROFILE.PROFESSOR) ?? diretor,
    };
    const schoolDays = week.filter((d) => days.isSchoolDay(d));
    for (const [i, talk] of STAFF_TALK.entries()) {
      let at = days.at(schoolDays[Math.min(schoolDays.length - 1, i * 2)]!, random.int(7, 18), random.int(0, 59));
      for (const [who, text] of talk) {
        messages.push({ room: unit.chatRoomId, by: role[who].id, text, at });
        at = later(at, random.int(2, 15));
      }
    }
  }

  // In the order they were written: the rooms read their messages by id.
  messages.sort((a, b) => a.at.getTime() - b.at.getTime());
  if (messages.length === 0) return 0;
  const stored = await tx
    .insert(chtMensagem)
    .values(messages.map((m) => ({ codChtSala: m.room, txtMensagem: m.text, codUsuarioCriacao: m.by, datCriacao: m.at })))
    .returning({ id: chtMensagem.codChtMensagem, room: chtMensagem.codChtSala, at: chtMensagem.datCriacao });

  const reads: (typeof chtLeitura.$inferInsert)[] = [];
  for (const [room, people] of members) {
    const ids = stored.filter((m) => m.room === room).map((m) => m.id);
    const upTo = ids.sort((a, b) => a - b)[ids.length - 1 - UNREAD];
    if (upTo !== undefined)
      for (const person of people) reads.push({ codChtSala: room, codBseUsuario: person.id, codUltimaMensagem: upTo });
  }
  if (reads.length > 0) await tx.insert(chtLeitura).values(reads);
  return stored.length;
}
