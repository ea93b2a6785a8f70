/**
 * The media library's upload form (decision 086): one file, posted as multipart; what it holds is decided by the
 * server, which decodes it. Messages are translation keys under `errors.` in the `admin-media` namespace. Pure.
 */
import { z } from "zod";

export const mediaUploadSchema = z.object({
  intent: z.literal("upload"),
  file: z.instanceof(File, { error: "fileRequired" }),
});
