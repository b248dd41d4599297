import { useQuery } from '@tanstack/react-query';
import { GameTypeDto, SubjectDto, AssemblyDto, CharacterDto, ContentTypeDto } from '@portal/shared/curriculum';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';
import { curriculumKeys } from './keys';

function useCatalogue<T>(name: string, schema: z.ZodType<T>, enabled = true) {
  return useQuery({
    queryKey: curriculumKeys.catalogue(name),
    queryFn: ({ signal }) => apiRequest(`/api/${name}`, { schema, signal }),
    staleTime: 10 * 60 * 1000,
    enabled,
  });
}

export const useSubjects = (enabled: boolean) => useCatalogue('trl_materia', z.array(SubjectDto), enabled);
export const useContentTypes = () => useCatalogue('trl_tipo_conteudo', z.array(ContentTypeDto));
export const useGames = () => useCatalogue('trl_jogo', z.array(GameTypeDto));
export const useCharacters = () => useCatalogue('trl_personagem', z.array(CharacterDto));
export const useAssemblies = () => useCatalogue('trl_montagem', z.array(AssemblyDto));
