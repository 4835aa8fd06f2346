// Multipart uploads with progress (fetch cannot report upload progress), answering in the same
// shape as postJson so callers handle both alike.
import type { PostResult } from "./post-json";

type Answer = { message?: string; location?: unknown; error?: unknown; errors?: Array<{ field: string; msg: string }> };
/** A success's sentence, and the page the server names to go on to (an operator's new entry). */
type Sent = { message?: string; location?: string };

/** Sends a whole multipart form; status 0 means the server was never reached. */
export function uploadForm(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<PostResult<Sent>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, error: "We could not reach the server. Please check your connection and try again." });
    xhr.onload = () => {
      let data: Answer | null;
      try {
        data = JSON.parse(xhr.responseText) as Answer;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true, data: { message: typeof data?.message === "string" ? data.message : undefined, location: typeof data?.location === "string" ? data.location : undefined } });
        return;
      }
      const error = typeof data?.error === "string" ? data.error : "The file could not be uploaded.";
      resolve({ ok: false, status: xhr.status, error, errors: Array.isArray(data?.errors) ? data.errors : undefined });
    };
    xhr.send(body);
  });
}

export function uploadFile(url: string, field: string, file: File, onProgress: (fraction: number) => void): Promise<PostResult<Sent>> {
  const body = new FormData();
  body.append(field, file);
  return uploadForm(url, body, onProgress);
}
