import type { FastifySerializerCompiler } from 'fastify';

/**
 * An answer's `data` already written as JSON (decision 037): the lookup splices the stored card's
 * text into it instead of parsing and writing it again. Production sends the text as it is;
 * development and tests parse it and check it against the route's schema like any other answer.
 * For reads only: a replayed write stores its answer as a value.
 */
export class JsonText<T> {
  declare readonly of?: T;
  constructor(readonly text: string) {}
}

const isEnvelopeOfText = (data: unknown): data is { status: string; data: JsonText<unknown> } =>
  typeof data === 'object' && data !== null && (data as { data?: unknown }).data instanceof JsonText;

/** Production's serializer: `JSON.stringify`, with a `JsonText` payload spliced in as it is. */
export const productionSerializer = (data: unknown): string =>
  isEnvelopeOfText(data) ? `{"status":${JSON.stringify(data.status)},"data":${data.data.text}}` : JSON.stringify(data);

/** Wraps the checking serializer of development and tests so a `JsonText` payload is checked as the value it writes. */
export function checkingSerializer<S>(compile: FastifySerializerCompiler<S>): FastifySerializerCompiler<S> {
  return (route) => {
    const serialize = compile(route);
    return (data: unknown) => serialize(isEnvelopeOfText(data) ? { ...data, data: JSON.parse(data.data.text) as unknown } : data);
  };
}
