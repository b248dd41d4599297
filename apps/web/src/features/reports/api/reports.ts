import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AccessPage,
  AttendancePage,
  EvaluationPage,
  GradePage,
  ProgressPage,
  QUANTITY_PAGE_SIZE,
  QuantityClassPage,
  QuantityTotals,
  REPORT_PAGE_SIZE,
  type ReportFilter,
  type ReportName,
} from '@portal/shared/reports';
import { EvaluationQuestionDto } from '@portal/shared/player';
import { MemberPage } from '@portal/shared/organisation';
import { apiDownload, apiRequest } from '../../../app/api/client';
import { saveFile } from '../../../app/api/saveFile';
import { currentLanguage } from '../../../i18n';

/** Each listed report's call (3-reports §7) and answer. */
const LISTS = {
  quantidade: { url: '/api/rel_relatorio/filtrarQuantidadeNames', schema: QuantityClassPage, pageSize: QUANTITY_PAGE_SIZE },
  acesso: { url: '/api/rel_relatorio/filtrarAcessos', schema: AccessPage, pageSize: REPORT_PAGE_SIZE },
  notas: { url: '/api/rel_relatorio/filtrarNotas', schema: GradePage, pageSize: REPORT_PAGE_SIZE },
  progresso: { url: '/api/rel_relatorio/filtrar', schema: ProgressPage, pageSize: REPORT_PAGE_SIZE },
  avaliacaoTrilha: { url: '/api/rel_relatorio/filtrarAvaliacaoTrilha', schema: EvaluationPage, pageSize: REPORT_PAGE_SIZE },
  frequencia: { url: '/api/rel_relatorio/filtrarFrequencia', schema: AttendancePage, pageSize: REPORT_PAGE_SIZE },
} as const;

export const reportPageSize = (name: ReportName) => LISTS[name].pageSize;

/** One page of a report (its rows and its chart) for the confirmed filter. */
export function useReport(name: ReportName, filter: ReportFilter, page: number) {
  const { url, schema, pageSize } = LISTS[name];
  return useQuery({
    queryKey: ['rel_relatorio', name, filter, page],
    queryFn: ({ signal }) =>
      apiRequest(`${url}?page=${page}&pageSize=${pageSize}`, {
        method: 'POST',
        json: filter,
        // The six answers share the page shape; the rows differ by report (REPORT_COLUMNS names them).
        schema: { parse: (data: unknown): ReportAnswer => schema.parse(data) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
export type ReportAnswer = z.infer<(typeof LISTS)[ReportName]['schema']>;

/** The Quantidade summary: the network's (Master), the school's (Gestor), the unit's (Diretor, Coordenador). */
export function useQuantityTotals(kind: 'geral' | 'gestor' | 'diretor', filter: ReportFilter) {
  return useQuery({
    queryKey: ['rel_relatorio', 'totais', kind, filter],
    queryFn: ({ signal }) =>
      kind === 'geral'
        ? apiRequest('/api/rel_relatorio/quantidade', { schema: QuantityTotals, signal })
        : apiRequest(kind === 'gestor' ? '/api/rel_relatorio/filtrarQuantidadeGestor' : '/api/rel_relatorio/filtrarQuantidadeDiretor', {
            method: 'POST',
            json: filter,
            schema: QuantityTotals,
            signal,
          }),
  });
}

/** 'Exportar para CSV': relatorio.csv of every row of the filter, made by the server. */
export function useExportCsv(name: ReportName) {
  return useMutation({
    mutationFn: async (filter: ReportFilter) =>
      saveFile(
        'relatorio.csv',
        await apiDownload(`/api/rel_relatorio/csv/${name}?idioma=${currentLanguage()}`, { method: 'POST', json: filter }),
      ),
  });
}

/** The chapter evaluation's questions in the three languages ('Pergunta' of Avaliação da Trilha). */
export function useEvaluationQuestions(enabled: boolean) {
  return useQuery({
    queryKey: ['plataforma', 'avaliacao', 'perguntas'],
    queryFn: ({ signal }) => apiRequest('/api/plataforma/avaliacao/perguntas', { schema: z.array(EvaluationQuestionDto), signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** The students of a class (the student select). */
export function useClassStudents(classId: number | null) {
  return useQuery({
    queryKey: ['bse_turma', 'usuariosDaTurma', classId, 'alunos'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/bse_turma/usuariosDaTurma/${classId}?codBsePerfil=6&pageSize=100&sort=nomUsuario`, { schema: MemberPage, signal }),
    enabled: classId !== null,
    staleTime: 60 * 1000,
  });
}
