import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteHeader } from "@/components/site-header";
import { UploadQueueProvider } from "@/components/upload-queue-provider";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Compaction Lab", template: "%s · Compaction Lab" },
  description:
    "Upload Claude Code transcripts, see their context curves, compactions and cache breaks, and replay the compaction machinery.",
};

export const viewport: Viewport = {
  colorScheme: "light dark",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <UploadQueueProvider>
          <SiteHeader />
          <main id="content" className="page">
            {children}
          </main>
        </UploadQueueProvider>
      </body>
    </html>
  );
}
