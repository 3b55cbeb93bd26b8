import { z } from 'zod';

/**
 * The body of a request that takes none (POST and DELETE actions): absent, null or `{}`; any
 * field is refused like every unknown field.
 */
export const noBody = z.strictObject({}).nullish();
