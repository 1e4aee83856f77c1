"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { fetchJson } from "@/components/ui/fetch-json";
import { followedFoldersSchema } from "@/lib/contracts/live-folders";
import styles from "./folders.module.css";

/** A folder path sent to the server, which checks it can read it and says why not. */
export function AddFolderForm() {
  const router = useRouter();
  const [path, setPath] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSending(true);
    setError(null);
    try {
      await fetchJson("/api/live/folders", followedFoldersSchema, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path }),
      });
      setPath("");
      router.refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Follow a folder">
      <label htmlFor="folder-path">Folder on the server</label>
      <div className={styles.row}>
        <input
          id="folder-path"
          className="input mono"
          value={path}
          placeholder="~/.claude/projects"
          onChange={(event) => setPath(event.target.value)}
        />
        <button type="submit" className="button" disabled={isSending || path.trim() === ""}>
          Follow
        </button>
      </div>
      {error && (
        <p role="alert" className="replay-error">
          {error}
        </p>
      )}
    </form>
  );
}
