import { z } from 'zod';
import { Id, IdText } from '../common/ids';
import { GameAnswerDto, GameAnswerInput, GameQuestionDto, GameQuestionInput } from './game.schemas';

/*
 * The documents' calls that build a game one question or answer at a time (1-authoring §7 "Contents":
 * POST /trl_conteudo_jogo_pergunta and /trl_conteudo_jogo_resposta, their PUT, and the delete before edit).
 * A JSON body, or multipart with this JSON in the `dados` part beside the image's file part, named by a
 * `file:<part>` reference. The product's own screens save a game whole (GameCreateBody, GameUpdateBody).
 */

/** POST /api/trl_conteudo_jogo_pergunta: one more question, last in the game `codTrlConteudoJogo` (its content item). */
export const GameQuestionCreateBody = GameQuestionInput.extend({ codTrlConteudoJogo: Id }).meta({ id: 'GameQuestionCreateBody' });
export type GameQuestionCreateBody = z.infer<typeof GameQuestionCreateBody>;
/** PUT /api/trl_conteudo_jogo_pergunta/{id}: a field left out keeps what it holds; null clears it. */
export const GameQuestionUpdateBody = GameQuestionInput.meta({ id: 'GameQuestionUpdateBody' });
export type GameQuestionUpdateBody = z.infer<typeof GameQuestionUpdateBody>;
/** POST /api/trl_conteudo_jogo_resposta: one more answer, last in the game. */
export const GameAnswerCreateBody = GameAnswerInput.extend({ codTrlConteudoJogo: Id }).meta({ id: 'GameAnswerCreateBody' });
export type GameAnswerCreateBody = z.infer<typeof GameAnswerCreateBody>;
/** PUT /api/trl_conteudo_jogo_resposta/{id}: a field left out keeps what it holds; null clears it. */
export const GameAnswerUpdateBody = GameAnswerInput.meta({ id: 'GameAnswerUpdateBody' });
export type GameAnswerUpdateBody = z.infer<typeof GameAnswerUpdateBody>;

/*
 * The documents' image variant of the same calls (1-authoring §7 "Contents": "an image variant, multipart, when
 * the game uses images"): the fields as text parts of their own, beside the image's file part `imgPergunta` or
 * `imgResposta`, without `dados`. POST names the game by `codTrlConteudoJogo` (or `codTrlConteudo`, the same content
 * item); the PUT variant is keyed by the game, `/{codTrlConteudo}`, and names the item in the form.
 */

/** The game a POST of the image variant adds to: `codTrlConteudoJogo`, or `codTrlConteudo` (the same content item). */
const gameNamed = { codTrlConteudo: IdText.optional(), codTrlConteudoJogo: IdText.optional() };
const questionText = GameQuestionInput.omit({ imgPergunta: true });
const answerFields = GameAnswerInput.omit({ imgResposta: true });

/** POST /api/trl_conteudo_jogo_pergunta, the image variant. */
export const GameQuestionCreateForm = questionText.extend(gameNamed).meta({ id: 'GameQuestionCreateForm' });
export type GameQuestionCreateForm = z.infer<typeof GameQuestionCreateForm>;
/** PUT /api/trl_conteudo_jogo_pergunta/{codTrlConteudo}, the image variant: the question named by `codTrlConteudoJogoPergunta`. */
export const GameQuestionUpdateForm = questionText
  .extend({ codTrlConteudoJogoPergunta: IdText.optional() })
  .meta({ id: 'GameQuestionUpdateForm' });
export type GameQuestionUpdateForm = z.infer<typeof GameQuestionUpdateForm>;
/** POST /api/trl_conteudo_jogo_resposta, the image variant. */
export const GameAnswerCreateForm = answerFields.extend(gameNamed).meta({ id: 'GameAnswerCreateForm' });
export type GameAnswerCreateForm = z.infer<typeof GameAnswerCreateForm>;
/** PUT /api/trl_conteudo_jogo_resposta/{codTrlConteudo}, the image variant: the answer named by `codTrlConteudoJogoResposta`. */
export const GameAnswerUpdateForm = answerFields
  .extend({ codTrlConteudoJogoResposta: IdText.optional() })
  .meta({ id: 'GameAnswerUpdateForm' });
export type GameAnswerUpdateForm = z.infer<typeof GameAnswerUpdateForm>;

/** A question or an answer written by the documents' one-at-a-time calls, with its game (`codTrlConteudoJogo` = the content item). */
export const GameQuestionItemDto = GameQuestionDto.extend({ codTrlConteudoJogo: z.number().int() }).meta({ id: 'GameQuestionItemDto' });
export type GameQuestionItemDto = z.infer<typeof GameQuestionItemDto>;
export const GameAnswerItemDto = GameAnswerDto.extend({ codTrlConteudoJogo: z.number().int() }).meta({ id: 'GameAnswerItemDto' });
export type GameAnswerItemDto = z.infer<typeof GameAnswerItemDto>;
