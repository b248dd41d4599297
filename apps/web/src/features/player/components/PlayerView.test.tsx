import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayPathDto, PlayProgress } from '@portal/shared/player';
import { mockApi, renderWithProviders } from '../../../test/render';
import type { Recorder } from '../api/recorder';
import { PlayerView } from './PlayerView';

const path: PlayPathDto = {
  codTrlLivro: 1,
  dscTitulo: 'Ciências',
  progresso: null,
  capitulos: [
    {
      codTrlCapitulo: 10,
      dscTitulo: 'O céu',
      aulas: [
        {
          codTrlAula: 100,
          dscTitulo: 'O Sol',
          dscDescricao: null,
          conteudos: [
            { codTrlConteudo: 1000, codTrlTipoConteudo: 1, dscTitulo: 'Nossa estrela', dscTexto: 'O Sol é uma estrela.' },
            {
              codTrlConteudo: 1001,
              codTrlTipoConteudo: 4,
              dscTitulo: 'Conversa',
              falas: [
                { nomPersonagem: 'Lia', imgPersonagem: '/uploads/lia.png', dscTexto: 'Olá, Téo!' },
                { nomPersonagem: 'Téo', imgPersonagem: '/uploads/teo.png', dscTexto: 'Oi, Lia!' },
              ],
            },
          ],
        },
      ],
    },
    {
      codTrlCapitulo: 11,
      dscTitulo: 'A Terra',
      aulas: [
        {
          codTrlAula: 101,
          dscTitulo: 'Rios',
          dscDescricao: null,
          conteudos: [
            {
              codTrlConteudo: 1002,
              codTrlTipoConteudo: 5,
              dscTitulo: 'Vídeo',
              dscLink: 'https://youtu.be/dQw4w9WgXcQ',
              dscDescricao: null,
            },
            {
              codTrlConteudo: 1003,
              codTrlTipoConteudo: 5,
              dscTitulo: 'Outro vídeo',
              dscLink: 'https://escola.example/rio.mp4',
              dscDescricao: null,
            },
          ],
        },
      ],
    },
  ],
};

const questions = [
  { codAvaliacao: 1, pt: 'Gostei deste capítulo', en: 'I liked this chapter', es: 'Me gustó este capítulo' },
  { codAvaliacao: 2, pt: 'Entendi os conteúdos', en: 'I understood the contents', es: 'Entendí los contenidos' },
];

function recorder() {
  return { complete: vi.fn(), position: vi.fn(), evaluate: vi.fn() } satisfies Recorder;
}

afterEach(() => vi.unstubAllGlobals());

/** The address bar and the browser's Back and Forward, for the test. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Endereço">{location.pathname}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Voltar (navegador)
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Avançar (navegador)
      </button>
    </>
  );
}

/** The player at /plataforma, opened at `route`, as the app routes it (one route, the screen's address after it). */
function renderPlayer(progress: PlayProgress, rec: Recorder, route = '/plataforma') {
  return renderWithProviders(
    <>
      <Browser />
      <Routes>
        <Route path="/plataforma/*" element={<PlayerView base="/plataforma" path={path} progress={progress} recorder={rec} />} />
      </Routes>
    </>,
    { route },
  );
}

const address = () => screen.getByRole('status', { name: 'Endereço' });

describe('the player', () => {
  it('resumes at the last content, records what is done and asks the chapter evaluation at its end', async () => {
    mockApi({ 'GET /api/plataforma/avaliacao/perguntas': () => ({ body: questions }) });
    const rec = recorder();
    const user = userEvent.setup();
    renderPlayer({ concluidos: [1000], ultimoConteudo: 1001, capitulosAvaliados: [], melhores: [], tempoSegundos: 0 }, rec);
    expect(screen.getByText('1 de 4 conteúdos concluídos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar: Conversa' }));
    expect(rec.position).toHaveBeenLastCalledWith(1001);
    expect(address()).toHaveTextContent('/plataforma/1001');

    // The dialogue: one bubble at a time.
    expect(screen.getByText('Olá, Téo!')).toBeInTheDocument();
    expect(screen.queryByText('Oi, Lia!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima fala' }));
    expect(screen.getByText('Oi, Lia!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(rec.complete).toHaveBeenCalledWith(1001);
    expect(await screen.findByRole('heading', { name: 'Você terminou o capítulo O céu!' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/plataforma/1001/avaliacao');

    // Every question needs a face; the arrows move within a question's faces.
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha uma carinha para cada frase antes de enviar.');
    const first = screen.getByRole('radiogroup', { name: 'Gostei deste capítulo' });
    await user.click(within(first).getByRole('radio', { name: 'Gostei (4 de 5)' }));
    await user.keyboard('{ArrowRight}');
    expect(within(first).getByRole('radio', { name: 'Gostei muito (5 de 5)' })).toHaveAttribute('aria-checked', 'true');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Entendi os conteúdos' })).getByRole('radio', { name: 'Mais ou menos (3 de 5)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(rec.evaluate).toHaveBeenCalledWith(10, [
      { codAvaliacao: 1, numAvaliacao: 5 },
      { codAvaliacao: 2, numAvaliacao: 3 },
    ]);

    // On to the next chapter, in place of the evaluation: Back goes to the chapter's last item, not to the evaluation sent.
    expect(address()).toHaveTextContent('/plataforma/1002');
    await user.click(screen.getByRole('button', { name: 'Voltar (navegador)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversa' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avançar (navegador)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vídeo' })).toBeInTheDocument();

    // An embeddable video plays in the page, another link opens elsewhere.
    expect(screen.getByTitle('Vídeo')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Este vídeo abre em outra página.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir o vídeo/ })).toHaveAttribute('href', 'https://escola.example/rio.mp4');
  });

  it('a content already done is not recorded twice, and the map opens any step', async () => {
    const rec = recorder();
    const user = userEvent.setup();
    renderPlayer({ concluidos: [1000], ultimoConteudo: null, capitulosAvaliados: [10], melhores: [], tempoSegundos: 0 }, rec);
    await user.click(screen.getByRole('button', { name: /Nossa estrela/ }));
    expect(screen.getByText('O Sol é uma estrela.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(rec.complete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Mapa da trilha' }));
    expect(screen.getByRole('button', { name: /Conversa \(Diálogo, próximo\)/ })).toBeInTheDocument();
  });

  it('opens the item its address names (a reload, a shared link), and Back returns to the item before', async () => {
    const rec = recorder();
    const user = userEvent.setup();
    renderPlayer({ concluidos: [], ultimoConteudo: null, capitulosAvaliados: [], melhores: [], tempoSegundos: 0 }, rec, '/plataforma/1002');
    expect(screen.getByRole('heading', { level: 1, name: 'Vídeo' })).toBeInTheDocument();
    expect(screen.getByText('3 de 4')).toBeInTheDocument();
    expect(rec.position).toHaveBeenLastCalledWith(1002);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Conversa' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/plataforma/1001');
    await user.click(screen.getByRole('button', { name: 'Voltar (navegador)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vídeo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mapa da trilha' }));
    expect(address()).toHaveTextContent(/^\/plataforma$/);
    expect(screen.getByText('0 de 4 conteúdos concluídos')).toBeInTheDocument();
  });

  it('shows the map for an address of no item of this path', async () => {
    renderPlayer(
      { concluidos: [], ultimoConteudo: null, capitulosAvaliados: [], melhores: [], tempoSegundos: 0 },
      recorder(),
      '/plataforma/99999',
    );
    expect(await screen.findByText('0 de 4 conteúdos concluídos')).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/plataforma$/);
  });

  it('says on the map when the whole path is done, with no Continuar to its last item', async () => {
    const user = userEvent.setup();
    renderPlayer(
      { concluidos: [1000, 1001, 1002, 1003], ultimoConteudo: 1003, capitulosAvaliados: [10, 11], melhores: [], tempoSegundos: 0 },
      recorder(),
    );
    expect(screen.getByText('4 de 4 conteúdos concluídos')).toBeInTheDocument();
    expect(screen.getByText('Trilha concluída!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continuar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rever do começo' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Nossa estrela' })).toBeInTheDocument();
  });

  it('shows the end of the path at its own address', () => {
    renderPlayer(
      { concluidos: [1000, 1001, 1002, 1003], ultimoConteudo: 1003, capitulosAvaliados: [10, 11], melhores: [], tempoSegundos: 0 },
      recorder(),
      '/plataforma/fim',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Parabéns! Você concluiu a trilha!' })).toBeInTheDocument();
  });

  it('at the end with contents left, says how many instead of congratulating', () => {
    renderPlayer(
      { concluidos: [1000, 1002], ultimoConteudo: 1003, capitulosAvaliados: [], melhores: [], tempoSegundos: 0 },
      recorder(),
      '/plataforma/fim',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Você chegou ao fim da trilha!' })).toBeInTheDocument();
    expect(screen.getByText(/Ainda faltam 2 conteúdos de .*: eles estão marcados no mapa\./)).toBeInTheDocument();
    expect(screen.getByText('2 de 4 conteúdos feitos')).toBeInTheDocument();
  });

  it('goes on past an evaluation already sent when its address is reached again', async () => {
    renderPlayer(
      { concluidos: [1000, 1001], ultimoConteudo: 1001, capitulosAvaliados: [10], melhores: [], tempoSegundos: 0 },
      recorder(),
      '/plataforma/1001/avaliacao',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vídeo' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/plataforma/1002');
  });
});
