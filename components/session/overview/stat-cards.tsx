import type { SessionCard } from "@/lib/view/session/overview/session-cards";

/** The headline figures of a session, one card each. */
export function StatCards({ cards }: { cards: SessionCard[] }) {
  return (
    <ul className="stat-cards" aria-label="Summary">
      {cards.map((card) => (
        <li key={card.id} className="stat-card" data-testid={`card-${card.id}`}>
          <span className="stat-label">{card.label}</span>
          <span className="stat-value">{card.value}</span>
          <span className="stat-detail">{card.detail}</span>
        </li>
      ))}
    </ul>
  );
}
