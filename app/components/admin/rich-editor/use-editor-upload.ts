import { ADMIN_EXTRA_TOASTS } from "@domain/messages";
import { useRef } from "react";
import { uploadErrorMessage, uploadFile } from "~/lib/admin/upload";
import { useWrite } from "~/lib/admin/use-write";

/**
 * Upload straight from the editor into the media library: the Media screen's own call and checks
 * (size in the browser, type and bytes on the server, the same toasts). `onUploaded` gets the new
 * file's URL; the caller asks for its alt text before it goes in.
 */
export function useEditorUpload(onUploaded: (url: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  const { busy, send } = useWrite();
  const upload = (file: File | undefined) => {
    if (!file) return;
    send(() => uploadFile("article-image", file), {
      failed: (error) => ({ title: ADMIN_EXTRA_TOASTS.upload.failed, description: uploadErrorMessage(error) }),
      after: onUploaded,
    });
  };
  return { input, busy, choose: () => input.current?.click(), upload };
}
