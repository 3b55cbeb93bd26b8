import { z } from 'zod/mini';

// Path parameters shared by many endpoints.
export const groupParamsSchema = z.strictObject({ groupId: z.string() });
