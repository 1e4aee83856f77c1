import Link from "next/link";
import { Fragment } from "react";
import type { LinkedText as Pieces } from "@/lib/view/sources/linked-text";

/** A sentence worded by a preparer, its links drawn as links (to /sources, mostly). */
export function LinkedText({ pieces }: { pieces: Pieces }) {
  return pieces.map((piece, index) =>
    piece.href ? (
      <Link key={index} href={piece.href}>
        {piece.text}
      </Link>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}
