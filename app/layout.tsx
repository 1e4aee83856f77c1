import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { AccountMenu } from "@/components/auth/account-menu";
import { SignInWhenSignedOut } from "@/components/auth/sign-in-when-signed-out";
import { JobsIndicator } from "@/components/jobs/jobs-indicator";
import { SiteHeader } from "@/components/ui/site-header";
import { UploadIndicator } from "@/components/uploads/upload-indicator";
import { UploadQueueProvider } from "@/components/uploads/upload-queue-provider";
import "./styles/theme.css";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/controls.css";
import "./styles/feedback.css";
import "./styles/uploads.css";
import "./styles/library.css";
import "./styles/session.css";
import "./styles/narrow.css";

export const metadata: Metadata = {
  title: { default: "Compaction Lab", template: "%s · Compaction Lab" },
  description:
    "Upload Claude Code transcripts, Codex CLI rollouts and Gemini CLI sessions, see their context curves, compactions and cache breaks, and replay the compaction machinery.",
};

export const viewport: Viewport = {
  colorScheme: "light dark",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <UploadQueueProvider>
          <SignInWhenSignedOut />
          <SiteHeader
            indicators={
              <>
                <UploadIndicator />
                <JobsIndicator />
              </>
            }
            account={
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            }
          />
          <main id="content" className="page">
            {children}
          </main>
        </UploadQueueProvider>
      </body>
    </html>
  );
}
