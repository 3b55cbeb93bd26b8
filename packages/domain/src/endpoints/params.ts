import { z } from 'zod/mini';

// Path parameters shared by many endpoints.
export const groupParamsSchema = z.strictObject({ groupId: z.string() });

/**
 * The body of a request that takes none (POST and DELETE actions): absent, null or `{}`; any
 * field is refused like every unknown field.
 */
export const noBodySchema = z.nullish(z.strictObject({}));

/** An answer without a body (204 No Content). */
export const noContent = z.undefined();
