// Multipart upload with progress (fetch cannot report upload progress), answering in the same
// shape as postJson so callers handle both alike.
import type { PostResult } from "./post-json";

export function uploadFile(url: string, field: string, file: File, onProgress: (fraction: number) => void): Promise<PostResult<{ message?: string }>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    body.append(field, file);
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, error: "We could not reach the server. Please check your connection and try again." });
    xhr.onload = () => {
      type Answer = { error?: unknown; errors?: Array<{ field: string; msg: string }> };
      let data: Answer | null;
      try {
        data = JSON.parse(xhr.responseText) as Answer;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true, data: (data ?? {}) as { message?: string } });
        return;
      }
      const error = typeof data?.error === "string" ? data.error : "The file could not be uploaded.";
      resolve({ ok: false, status: xhr.status, error, errors: data?.errors });
    };
    xhr.send(body);
  });
}
