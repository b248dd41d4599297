import type { EventColourHex } from '@portal/shared/calendar';
import { PROFILE } from '@portal/shared/common/profiles';
import type { Tx } from '../../db/client';
import { cldCalendario } from '../../db/schema';
import type { HistoryContext } from './context';
import type { Day } from './days';
import { Random } from './random';

interface EventDefinition {
  by: string;
  title: string;
  /** A day of this month (0) or the next (1), or a school day some days from today. */
  when: { month: 0 | 1; day: number } | { inDays: number };
  colour: EventColourHex;
  /** Public to these profiles; absent: private (its creator only). */
  perfis?: number[];
  /** A Professor's event names one of their classes; a student's is their current class's. */
  className?: string;
}

const { GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO } = PROFILE;

/** Sixteen events of this month and the next, by each profile, public and private, some of one class. */
export const EVENTS: EventDefinition[] = [
  {
    by: 'REMT-0001',
    title: 'Olimpíada de Ciências da Rede',
    when: { month: 1, day: 15 },
    colour: '#00baf2',
    perfis: [GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  },
  {
    by: 'REMT-0001',
    title: 'Formação de professores da rede',
    when: { month: 0, day: 20 },
    colour: '#8781bd',
    perfis: [DIRETOR, COORDENADOR, PROFESSOR],
  },
  {
    by: 'AUMT-0001',
    title: 'Reunião de pais e mestres',
    when: { month: 0, day: 26 },
    colour: '#f59448',
    perfis: [DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  },
  {
    by: 'AUMT-0001',
    title: 'Feira de Ciências da Escola Aurora',
    when: { month: 1, day: 22 },
    colour: '#86c879',
    perfis: [DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  },
  { by: 'AUCE-0001', title: 'Conselho de classe', when: { month: 1, day: 5 }, colour: '#f64c60', perfis: [COORDENADOR, PROFESSOR] },
  { by: 'AUCE-0002', title: 'Planejamento pedagógico', when: { month: 0, day: 12 }, colour: '#fdb94d', perfis: [PROFESSOR] },
  { by: 'AUCE-0002', title: 'Revisar o horário das turmas', when: { month: 0, day: 8 }, colour: '#d8d6e8' },
  {
    by: 'AUCE-0003',
    title: 'Visita ao planetário',
    when: { month: 0, day: 18 },
    colour: '#00baf2',
    perfis: [PROFESSOR, ALUNO],
    className: '6º Ano A',
  },
  {
    by: 'AUCE-0003',
    title: 'Apresentação das maquetes do Sistema Solar',
    when: { month: 1, day: 10 },
    colour: '#86c879',
    perfis: [PROFESSOR, ALUNO],
    className: '6º Ano B',
  },
  { by: 'AUCE-0003', title: 'Corrigir as avaliações do 6º Ano', when: { inDays: 1 }, colour: '#333333', className: '6º Ano A' },
  { by: 'AUCE-0004', title: 'Estudar para a prova de Ciências', when: { inDays: 2 }, colour: '#fdb94d' },
  { by: 'AUCE-0004', title: 'Grupo de estudos na biblioteca', when: { month: 1, day: 3 }, colour: '#8781bd', perfis: [ALUNO] },
  {
    by: 'HOMT-0001',
    title: 'Reunião de pais e mestres',
    when: { month: 0, day: 24 },
    colour: '#f59448',
    perfis: [DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  },
  { by: 'HOSU-0001', title: 'Conselho de classe', when: { month: 1, day: 6 }, colour: '#f64c60', perfis: [COORDENADOR, PROFESSOR] },
  {
    by: 'HOSU-0002',
    title: 'Passeio ao Jardim Botânico',
    when: { month: 1, day: 12 },
    colour: '#86c879',
    perfis: [PROFESSOR, ALUNO],
    className: '7º Ano A',
  },
  { by: 'HOSU-0003', title: 'Entregar o trabalho de Ciências', when: { inDays: 3 }, colour: '#f64c60' },
];

/**
 * The calendar (`cld_calendario`): the events above, written some days before today. The activities'
 * due days are on it too, as the calendar shows them: from the class activities themselves (activities.ts).
 */
export async function seedCalendar(tx: Tx, ctx: HistoryContext): Promise<number> {
  const random = new Random('calendar');
  const { days } = ctx;
  const dayOf = (when: EventDefinition['when']): Day => {
    if ('month' in when) return days.inMonth(when.month, when.day);
    let day = days.fromToday(when.inDays);
    while (!days.isSchoolDay(day)) day = days.add(day, 1);
    return day;
  };
  await tx.insert(cldCalendario).values(
    EVENTS.map((e) => {
      const creator = ctx.person(e.by);
      const codBseTurma = e.className ? ctx.schoolClass(e.className).id : creator.profile === ALUNO ? (creator.classIds[0] ?? null) : null;
      return {
        dscTitulo: e.title,
        hexCorEvento: e.colour,
        datEvento: dayOf(e.when),
        indPrivado: e.perfis ? ('N' as const) : ('S' as const),
        codBseTurma,
        perfis: e.perfis ?? [],
        codUsuarioCriacao: creator.id,
        datCriacao: days.at(days.fromToday(-random.int(2, 20)), random.int(8, 18), random.int(0, 59)),
      };
    }),
  );
  return EVENTS.length;
}
