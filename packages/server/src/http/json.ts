import type { FastifyInstance } from 'fastify';

// JSON is the only body type the API reads. Fastify's own parser (which refuses prototype
// poisoning) is kept, with one change: an empty body with a JSON content type counts as "no
// body" instead of an error, since many fetch wrappers send the header on every POST.
// text/plain is dropped so such bodies get 415 rather than a confusing schema error.
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
