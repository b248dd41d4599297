/** Maximum size of an uploaded file (DECISIONS.md "Files"): 5 MiB, for every image the product takes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
