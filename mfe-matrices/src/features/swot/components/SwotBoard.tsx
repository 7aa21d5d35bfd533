import { SWOT_QUADRANTS, type SwotItem, toTenScale } from 'contracts';
import * as swotTexts from '../texts';
import styles from './SwotBoard.module.css';

const t = swotTexts;

/** What the board shows of an item (the editor passes its drafts, the report the saved items). */
type SwotBoardItem = Pick<SwotItem, 'id' | 'quadrant' | 'text' | 'importance'>;

/**
 * The classic SWOT board: Forças and Fraquezas (internal) above Oportunidades and Ameaças
 * (external), the favourable ones on the left, each quadrant listing its items by importance,
 * the most important first (editor and report).
 */
export function SwotBoard({ items }: { items: readonly SwotBoardItem[] }) {
  return (
    <section aria-label={t.board.heading} data-testid="swot-board">
      <h3>{t.board.heading}</h3>
      <div className={styles.board}>
        {SWOT_QUADRANTS.map((quadrant) => {
          const title = t.quadrants[quadrant].title;
          const listed = items.filter((item) => item.quadrant === quadrant).sort((a, b) => b.importance - a.importance || a.id - b.id);
          return (
            <div key={quadrant} role="group" aria-label={title} className={`${styles.quadrant} ${styles[quadrant]}`}>
              <h4>{title}</h4>
              {listed.length === 0 ? (
                <p>{t.items.empty}</p>
              ) : (
                <ol>
                  {listed.map((item) => (
                    <li key={item.id}>
                      <span>{item.text}</span> <span className={styles.importance}>{t.board.importance(toTenScale(item.importance))}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
