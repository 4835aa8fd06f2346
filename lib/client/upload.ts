// The upload half of ./send.ts, loaded by the first send that asks for progress: XMLHttpRequest
// reports how much of a body has left, which fetch cannot.
import { failure, NETWORK_ERROR, type PostResult } from "./send";

const UPLOAD_FAILED = "The file could not be uploaded.";

export function upload<T>(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<PostResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, error: NETWORK_ERROR });
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) return resolve(failure(xhr.status, data, UPLOAD_FAILED));
      onProgress(1);
      resolve({ ok: true, data: (data ?? {}) as T });
    };
    xhr.send(body);
  });
}
